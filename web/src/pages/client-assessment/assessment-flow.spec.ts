import type { CrisisNotice, Recommendation } from '@rapport/contracts';
import {
  answerError,
  appendDictated,
  assessmentStep,
  initialAssessment,
  progressPercent,
  type AssessmentState,
} from './assessment-flow';

const crisis: CrisisNotice = {
  flagged: true,
  message: 'You deserve support right now.',
  resources: [{ name: '988 Suicide & Crisis Lifeline', contact: '988', description: 'US' }],
};

const therapist = {
  id: 't1',
  name: 'Dr. Ana Ruiz',
  specialty: 'Anxiety',
  experience: 12,
  style: 'CBT',
  tags: ['anxiety'],
};

const recommendation: Recommendation = {
  therapist,
  matchScore: 87,
  reasons: [],
  matchReasoning: 'A calm, structured fit.',
  alternatives: [],
};

const at = (patch: Partial<AssessmentState>): AssessmentState => ({
  ...initialAssessment,
  ...patch,
});

describe('answerError (spec §5)', () => {
  it.each([
    [undefined, 'Please provide an answer before continuing'],
    ['', 'Please provide an answer before continuing'],
    ['  \n\t', 'Please provide an answer before continuing'],
    [' I sleep badly ', null],
  ])('%j → %j', (text, expected) => {
    expect(answerError(text)).toBe(expected);
  });
});

describe('appendDictated', () => {
  it.each([
    [undefined, 'I feel tired', 'I feel tired'],
    ['', ' I feel tired ', 'I feel tired'],
    ['Lately', 'I feel tired', 'Lately I feel tired'],
    ['Lately\n', 'I feel tired', 'Lately\nI feel tired'],
    ['Lately', '   ', 'Lately'],
  ])('%j + %j → %j', (current, words, expected) => {
    expect(appendDictated(current, words)).toBe(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 4, 25],
    [3, 4, 100],
    [0, 0, 0],
  ])('question %i of %i → %i%%', (index, total, percent) => {
    expect(progressPercent(index, total)).toBe(percent);
  });
});

describe('assessmentStep (spec §4 "Written assessment")', () => {
  it('keeps typed text per question', () => {
    const s = assessmentStep(initialAssessment, { type: 'edit', questionId: 'q1', text: 'Hi' });
    expect(s.answers).toEqual({ q1: 'Hi' });
  });

  it('appends dictated words to the answer of that question', () => {
    const s = assessmentStep(at({ answers: { q1: 'Mostly' } }), {
      type: 'dictated',
      questionId: 'q1',
      text: 'at night',
    });
    expect(s.answers).toEqual({ q1: 'Mostly at night' });
  });

  it('goes back keeping the answers, but not from the first question or while sending', () => {
    const answers = { q1: 'a', q2: 'b' };
    expect(assessmentStep(at({ index: 1, answers }), { type: 'previous' })).toMatchObject({
      index: 0,
      answers,
    });
    expect(assessmentStep(at({ index: 0 }), { type: 'previous' }).index).toBe(0);
    expect(assessmentStep(at({ index: 1, sending: true }), { type: 'previous' }).index).toBe(1);
  });

  it('advances after an accepted answer and stops being busy', () => {
    const s = assessmentStep(at({ index: 0, sending: true }), {
      type: 'answer-accepted',
      total: 3,
    });
    expect(s).toMatchObject({ index: 1, sending: false });
  });

  it('stays busy on the last question, where the analysis follows', () => {
    const s = assessmentStep(at({ index: 2, sending: true }), {
      type: 'answer-accepted',
      total: 3,
    });
    expect(s).toMatchObject({ index: 2, sending: true, view: 'questions' });
  });

  it('stops being busy and stays on the question when sending fails', () => {
    const s = assessmentStep(at({ index: 1, sending: true }), { type: 'send-failed' });
    expect(s).toMatchObject({ index: 1, sending: false });
  });

  it('keeps a crisis notice from any answer', () => {
    let s = assessmentStep(at({ sending: true }), { type: 'answer-accepted', total: 3, crisis });
    expect(s.crisis).toBe(crisis);
    s = assessmentStep({ ...s, sending: true }, { type: 'answer-accepted', total: 3 });
    expect(s.crisis).toBe(crisis);
  });

  it('shows the completion view with the recommendation after the analysis', () => {
    const s = assessmentStep(at({ index: 2, sending: true }), {
      type: 'analysis-done',
      recommendation,
      therapists: [therapist],
    });
    expect(s).toMatchObject({
      view: 'complete',
      sending: false,
      recommendation,
      therapists: [therapist],
      crisis: null,
    });
  });

  it('takes a crisis notice from the analysis or its recommendation', () => {
    const done = { type: 'analysis-done' as const, therapists: [] };
    expect(assessmentStep(at({}), { ...done, recommendation: null, crisis }).crisis).toBe(crisis);
    expect(
      assessmentStep(at({}), { ...done, recommendation: { ...recommendation, crisis } }).crisis,
    ).toBe(crisis);
  });

  it('moves between the recommendation and the therapist list', () => {
    const complete = at({ view: 'complete', recommendation });
    const list = assessmentStep(complete, { type: 'show-therapists' });
    expect(list.view).toBe('therapists');
    expect(assessmentStep(list, { type: 'back-to-recommendation' }).view).toBe('complete');
    expect(assessmentStep(at({}), { type: 'show-therapists' }).view).toBe('questions');
  });

  it('starts over on Take Assessment Again, keeping only the crisis resources', () => {
    const done = at({
      index: 2,
      answers: { q1: 'a' },
      view: 'therapists',
      recommendation,
      therapists: [therapist],
      crisis,
    });
    expect(assessmentStep(done, { type: 'restart' })).toEqual({ ...initialAssessment, crisis });
  });
});
