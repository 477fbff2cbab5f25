/**
 * The input flow of the knowledge-capture page (spec §4 "Input flow"), free of the
 * browser: entering → processing → review → (refine)* → save, with Cancel and Clear
 * resetting everything.
 */
import type { OpBodyInput, ProcessedInput } from '@rapport/contracts';
import { text } from './messages';

export const navigateAfterSaveMs = 500;

export type Busy = 'process' | 'refine' | 'save' | null;

export interface CaptureState {
  /** What the expert is typing or dictating. */
  thoughts: string;
  /** The thoughts that were processed, shown in the review. */
  originalInput: string;
  /** The processed result under review; null while entering. */
  result: ProcessedInput | null;
  refinement: string;
  busy: Busy;
}

export type CaptureEvent =
  | { type: 'thoughts-changed'; text: string }
  | { type: 'thoughts-dictated'; text: string }
  | { type: 'refinement-changed'; text: string }
  | { type: 'refinement-dictated'; text: string }
  | { type: 'started'; busy: Exclude<Busy, null> }
  | { type: 'failed' }
  | { type: 'processed'; result: ProcessedInput }
  | { type: 'refined'; result: ProcessedInput }
  /** Saved, cancelled or cleared: back to an empty page. */
  | { type: 'reset' };

export const initialCapture: CaptureState = {
  thoughts: '',
  originalInput: '',
  result: null,
  refinement: '',
  busy: null,
};

/** Appends dictated words to what is there, with one space between. */
export function appendText(current: string, addition: string): string {
  const words = addition.trim();
  if (!words) return current;
  if (!current || /\s$/.test(current)) return current + words;
  return `${current} ${words}`;
}

export function captureReducer(state: CaptureState, event: CaptureEvent): CaptureState {
  switch (event.type) {
    case 'thoughts-changed':
      return { ...state, thoughts: event.text };
    case 'thoughts-dictated':
      return { ...state, thoughts: appendText(state.thoughts, event.text) };
    case 'refinement-changed':
      return { ...state, refinement: event.text };
    case 'refinement-dictated':
      return { ...state, refinement: appendText(state.refinement, event.text) };
    case 'started':
      return { ...state, busy: event.busy };
    case 'failed':
      return { ...state, busy: null };
    case 'processed':
      return { ...state, busy: null, result: event.result, originalInput: state.thoughts };
    case 'refined':
      // Refine replaces the processed result and clears the refinement text.
      return { ...state, busy: null, result: event.result, refinement: '' };
    case 'reset':
      return initialCapture;
  }
}

/** Spec §5: what blocks Process, as the alert text; null when it may be sent. */
export function checkThoughts(therapistName: string, thoughts: string): string | null {
  if (!thoughts.trim()) return text.thoughtsRequired;
  if (!therapistName.trim()) return text.nameMissing;
  return null;
}

/** Spec §5: what blocks Refine Analysis, as the alert text; null when it may be sent. */
export function checkRefinement(therapistName: string, instructions: string): string | null {
  if (!instructions.trim()) return text.refinementRequired;
  if (!therapistName.trim()) return text.nameMissing;
  return null;
}

/** The refinement call: the original thoughts plus the instructions, and the result so far. */
export function refinementBody(
  therapistName: string,
  state: CaptureState,
): OpBodyInput<'knowledge-capture.therapist-input-refinement'> | null {
  if (!state.result) return null;
  const instructions = state.refinement.trim();
  return {
    therapistName,
    rawInput: `${state.originalInput}\n\nRefinement instructions: ${instructions}`,
    instructions,
    originalProcessedInput: state.result,
  };
}
