import type { ProcessedInput } from '@rapport/contracts';
import {
  appendText,
  captureReducer,
  checkRefinement,
  checkThoughts,
  initialCapture,
  refinementBody,
  type CaptureEvent,
  type CaptureState,
} from './capture-flow';

const result: ProcessedInput = {
  summary: 'Trust grows slowly.',
  questions: [{ question: 'How do you build trust?', reasoning: 'Rapport', audience: 'client' }],
  analysis: [{ insight: 'Trust first', application: 'Open gently' }],
};
const refined: ProcessedInput = { ...result, summary: 'Trust grows slowly, then quickly.' };

const play = (events: CaptureEvent[], state: CaptureState = initialCapture) =>
  events.reduce(captureReducer, state);

describe('input flow (spec §4 "Input flow")', () => {
  it('processes the thoughts into a review of the result', () => {
    const state = play([
      { type: 'thoughts-changed', text: 'Clients open up when' },
      { type: 'thoughts-dictated', text: ' they feel heard ' },
      { type: 'started', busy: 'process' },
    ]);
    expect(state).toMatchObject({
      thoughts: 'Clients open up when they feel heard',
      busy: 'process',
    });
    const review = captureReducer(state, { type: 'processed', result });
    expect(review).toMatchObject({
      busy: null,
      result,
      originalInput: 'Clients open up when they feel heard',
    });
  });

  it('refine replaces the result and clears the refinement text', () => {
    const review = play([
      { type: 'thoughts-changed', text: 'Original' },
      { type: 'processed', result },
      { type: 'refinement-changed', text: 'Shorter' },
      { type: 'refinement-dictated', text: 'please' },
      { type: 'started', busy: 'refine' },
    ]);
    expect(review.refinement).toBe('Shorter please');
    expect(captureReducer(review, { type: 'refined', result: refined })).toMatchObject({
      result: refined,
      refinement: '',
      busy: null,
      originalInput: 'Original',
    });
  });

  it('a failure only ends the busy state', () => {
    const state = play([
      { type: 'thoughts-changed', text: 'x' },
      { type: 'started', busy: 'process' },
      { type: 'failed' },
    ]);
    expect(state).toEqual({ ...initialCapture, thoughts: 'x' });
  });

  it('save, cancel and clear reset everything', () => {
    const state = play([
      { type: 'thoughts-changed', text: 'x' },
      { type: 'processed', result },
      { type: 'refinement-changed', text: 'y' },
      { type: 'reset' },
    ]);
    expect(state).toEqual(initialCapture);
  });

  it('appends dictated words with one space', () => {
    expect(appendText('', ' hello ')).toBe('hello');
    expect(appendText('one', 'two')).toBe('one two');
    expect(appendText('one\n', 'two')).toBe('one\ntwo');
    expect(appendText('one', '  ')).toBe('one');
  });
});

describe('input checks (spec §5)', () => {
  it.each([
    ['maya', '', 'Please enter your thoughts before submitting'],
    ['maya', ' \n\t', 'Please enter your thoughts before submitting'],
    ['', 'Some thoughts', 'Error: Therapist name is not available'],
    ['maya', 'Some thoughts', null],
  ])('thoughts for %j: %j → %s', (name, thoughts, message) => {
    expect(checkThoughts(name, thoughts)).toBe(message);
  });

  it.each([
    ['maya', ' ', 'Please enter refinement instructions'],
    ['', 'Shorter', 'Error: Therapist name is not available'],
    ['maya', 'Shorter', null],
  ])('refinement for %j: %j → %s', (name, instructions, message) => {
    expect(checkRefinement(name, instructions)).toBe(message);
  });

  it('sends the original thoughts plus the instructions, and the result so far', () => {
    const state = play([
      { type: 'thoughts-changed', text: 'Original thoughts' },
      { type: 'processed', result },
      { type: 'refinement-changed', text: '  Focus on trust  ' },
    ]);
    expect(refinementBody('Maya', state)).toEqual({
      therapistName: 'Maya',
      rawInput: 'Original thoughts\n\nRefinement instructions: Focus on trust',
      instructions: 'Focus on trust',
      originalProcessedInput: result,
    });
    expect(refinementBody('Maya', initialCapture)).toBeNull();
  });
});
