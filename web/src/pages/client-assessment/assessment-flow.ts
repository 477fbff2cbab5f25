/**
 * The written assessment's states (spec §4 "Written assessment") as a reducer: each
 * event gives the next state, so the rules are table-tested without a browser.
 */
import type { CrisisNotice, Recommendation, TherapistCard } from '@rapport/contracts';
import { messages } from './messages';

export type AssessmentView = 'questions' | 'complete' | 'therapists';

export interface AssessmentState {
  index: number;
  /** Question id → the text typed (or dictated) so far. */
  answers: Record<string, string>;
  /** An answer or the analysis is being sent. */
  sending: boolean;
  view: AssessmentView;
  recommendation: Recommendation | null;
  therapists: TherapistCard[];
  /** Crisis resources from any answer; once shown they stay for the rest of the visit. */
  crisis: CrisisNotice | null;
}

export type AssessmentEvent =
  | { type: 'edit'; questionId: string; text: string }
  | { type: 'dictated'; questionId: string; text: string }
  | { type: 'previous' }
  | { type: 'send-start' }
  | { type: 'send-failed' }
  | { type: 'answer-accepted'; total: number; crisis?: CrisisNotice }
  | {
      type: 'analysis-done';
      recommendation: Recommendation | null;
      therapists: TherapistCard[];
      crisis?: CrisisNotice;
    }
  | { type: 'show-therapists' }
  | { type: 'back-to-recommendation' }
  | { type: 'restart' };

export const initialAssessment: AssessmentState = {
  index: 0,
  answers: {},
  sending: false,
  view: 'questions',
  recommendation: null,
  therapists: [],
  crisis: null,
};

export function isLastQuestion(index: number, total: number): boolean {
  return index >= total - 1;
}

/** The alert for an answer that cannot be sent, or null when it can. */
export function answerError(text: string | undefined): string | null {
  return text?.trim() ? null : messages.answerRequired;
}

/** Appends dictated words to an answer with one space between, as a person would type. */
export function appendDictated(current: string | undefined, words: string): string {
  const addition = words.trim();
  if (!addition) return current ?? '';
  if (!current) return addition;
  return /\s$/.test(current) ? current + addition : `${current} ${addition}`;
}

/** How far along the assessment is, counting the question on screen. */
export function progressPercent(index: number, total: number): number {
  return total > 0 ? ((index + 1) / total) * 100 : 0;
}

export function assessmentStep(state: AssessmentState, event: AssessmentEvent): AssessmentState {
  switch (event.type) {
    case 'edit':
      return { ...state, answers: { ...state.answers, [event.questionId]: event.text } };
    case 'dictated': {
      const text = appendDictated(state.answers[event.questionId], event.text);
      return { ...state, answers: { ...state.answers, [event.questionId]: text } };
    }
    case 'previous':
      // The typed text is already in `answers`, so going back keeps it.
      if (state.sending || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'send-start':
      return { ...state, sending: true };
    case 'send-failed':
      return { ...state, sending: false };
    case 'answer-accepted': {
      const crisis = event.crisis ?? state.crisis;
      // After the last answer the analysis follows, so the screen stays busy.
      if (isLastQuestion(state.index, event.total)) return { ...state, crisis };
      return { ...state, crisis, index: state.index + 1, sending: false };
    }
    case 'analysis-done':
      return {
        ...state,
        sending: false,
        view: 'complete',
        recommendation: event.recommendation,
        therapists: event.therapists,
        crisis: event.crisis ?? event.recommendation?.crisis ?? state.crisis,
      };
    case 'show-therapists':
      return state.view === 'complete' ? { ...state, view: 'therapists' } : state;
    case 'back-to-recommendation':
      return state.view === 'therapists' ? { ...state, view: 'complete' } : state;
    case 'restart':
      // Everything starts over except crisis resources: safety information is not
      // taken away from someone who may still need it.
      return { ...initialAssessment, crisis: state.crisis };
  }
}
