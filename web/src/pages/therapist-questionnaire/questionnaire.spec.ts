import type {
  QuestionnaireResultTherapist,
  StoredResponse,
  TherapistProfile,
  TherapistQuestion,
} from '@rapport/contracts';
import { text } from './messages';
import {
  appendDictation,
  blockingErrors,
  buildSubmission,
  contributor,
  firstIncompleteStep,
  paragraphs,
  progressPercent,
  stepCount,
  stepKind,
  stepTitle,
  validateInfo,
} from './questionnaire';
import { profileAfterQuestionnaire, submitQuestionnaire, type SubmitCalls } from './submit';

const q = (id: string, therapist = 'Maya'): TherapistQuestion => ({
  id,
  text: `Question ${id}?`,
  reasoning: `Why ${id}`,
  source: { therapist },
});
const questions = [q('a'), q('b'), q('c')];
const info = { name: ' Robin Reed ', age: '', experience: '12' };

describe('texts', () => {
  it("quote the spec's validation messages (§9 limits)", () => {
    expect(text.ageRange).toBe('Age must be between 18 and 100');
    expect(text.experienceRange).toBe('Experience must be between 0 and 70 years');
    expect(text.answerRequired).toBe('Please provide an answer before continuing');
  });
});

describe('steps and progress (spec §9)', () => {
  it('has questions + 2 steps', () => {
    expect(stepCount(3)).toBe(5);
    expect(stepCount(0)).toBe(2);
  });

  it('progress is step / (steps - 1)', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(25);
    expect(progressPercent(2, 3)).toBe(50);
    expect(progressPercent(4, 3)).toBe(100);
    expect(progressPercent(9, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
  });

  it('step 0 is information, then the questions, then review', () => {
    expect(stepKind(0, 3)).toEqual({ kind: 'info' });
    expect(stepKind(1, 3)).toEqual({ kind: 'question', index: 0, number: 1, total: 3 });
    expect(stepKind(3, 3)).toEqual({ kind: 'question', index: 2, number: 3, total: 3 });
    expect(stepKind(4, 3)).toEqual({ kind: 'review' });
  });

  it('titles the steps as the spec does', () => {
    expect(stepTitle(0, 3)).toBe('Therapist Information');
    expect(stepTitle(2, 3)).toBe('Question 2 of 3');
    expect(stepTitle(4, 3)).toBe('Review & Submit');
  });
});

describe('validation (spec §5)', () => {
  it('accepts a name, no age and 0-70 years', () => {
    expect(validateInfo(info)).toEqual({});
    expect(validateInfo({ name: 'A', age: '18', experience: '0' })).toEqual({});
    expect(validateInfo({ name: 'A', age: '100', experience: '70' })).toEqual({});
  });

  it('needs a name and experience', () => {
    expect(validateInfo({ name: '  ', age: '', experience: '' })).toEqual({
      name: 'Please enter your name',
      experience: 'Experience is required',
    });
  });

  it('needs a name with letters (issue 14: a therapist named "7")', () => {
    expect(validateInfo({ name: '7', age: '', experience: '5' })).toEqual({
      name: 'Please enter a name that contains letters',
    });
    expect(validateInfo({ name: 'Zoë 7', age: '', experience: '5' })).toEqual({});
  });

  it('checks the ranges', () => {
    expect(validateInfo({ name: 'A', age: '17', experience: '71' })).toEqual({
      age: 'Age must be between 18 and 100',
      experience: 'Experience must be between 0 and 70 years',
    });
    expect(validateInfo({ name: 'A', age: '101', experience: '-1' })).toMatchObject({
      age: text.ageRange,
      experience: text.experienceRange,
    });
    expect(validateInfo({ name: 'A', age: 'abc', experience: 'x' })).toMatchObject({
      age: text.ageRange,
      experience: text.experienceRange,
    });
  });

  it('blocks Next on an empty answer but never on review', () => {
    expect(blockingErrors(0, questions, { ...info, name: '' }, {})).toEqual({
      info: { name: text.nameRequired },
    });
    expect(blockingErrors(1, questions, info, { a: '   ' })).toEqual({
      answer: 'Please provide an answer before continuing',
    });
    expect(blockingErrors(1, questions, info, { a: 'yes' })).toBeNull();
    expect(blockingErrors(4, questions, info, {})).toBeNull();
  });

  it('finds the first incomplete step before submitting', () => {
    expect(firstIncompleteStep(questions, { ...info, experience: '' }, {})).toBe(0);
    expect(firstIncompleteStep(questions, info, { a: 'x', c: 'z' })).toBe(2);
    expect(firstIncompleteStep(questions, info, { a: 'x', b: 'y', c: 'z' })).toBeNull();
  });
});

describe('submission', () => {
  it('sends trimmed answers in question order, age only when given', () => {
    expect(buildSubmission(questions, info, { a: ' x ', b: 'y', c: 'z' })).toEqual({
      therapistName: 'Robin Reed',
      experience: 12,
      responses: [
        { questionId: 'a', question: 'Question a?', answer: 'x' },
        { questionId: 'b', question: 'Question b?', answer: 'y' },
        { questionId: 'c', question: 'Question c?', answer: 'z' },
      ],
    });
    expect(buildSubmission([], { ...info, age: '40' }, {}).age).toBe(40);
  });
});

describe('texts on screen', () => {
  it('splits descriptions into paragraphs at blank lines', () => {
    expect(paragraphs('One.\nStill one.\n\nTwo.\n  \n\nThree. ')).toEqual([
      'One.\nStill one.',
      'Two.',
      'Three.',
    ]);
    expect(paragraphs(undefined)).toEqual([]);
    expect(paragraphs('\r\n\r\n')).toEqual([]);
  });

  it('appends dictation with one space', () => {
    expect(appendDictation('', ' hello ')).toBe('hello');
    expect(appendDictation('I think', 'so')).toBe('I think so');
    expect(appendDictation('Line\n', 'two')).toBe('Line\ntwo');
    expect(appendDictation('same', '  ')).toBe('same');
  });

  it('credits the contributing expert', () => {
    expect(contributor(q('a', 'Maya'))).toBe('Contributed by Dr. Maya');
    expect(contributor(q('a', ' '))).toBeNull();
  });
});

const result: QuestionnaireResultTherapist = {
  name: 'Robin Reed',
  experience: 12,
  specialty: 'Anxiety',
  style: 'Warm',
  tags: ['cbt'],
  insightsApplied: [],
  description: 'Text',
  dimensions: { directiveness: 0, emotionalIntensity: 0, pastOrientation: 0, warmSupport: 0 },
};
const user = { id: 'u1', firstName: 'Robin', lastName: 'Reed', email: 'r@example.com' };

function fakeCalls(existing: TherapistProfile | null) {
  const log: string[] = [];
  let n = 0;
  const calls: SubmitCalls = {
    submit: (body) => {
      log.push(`submit ${body.responses.length}`);
      return Promise.resolve(result);
    },
    saveResponse: (body) => {
      log.push(`save ${body.questionId}${body.responseId ? ` as ${body.responseId}` : ''}`);
      const stored: StoredResponse = {
        id: body.responseId ?? `r${++n}`,
        questionId: body.questionId,
        question: body.question,
        answer: body.answer,
        timestamp: new Date(0).toISOString(),
        tags: [],
      };
      return Promise.resolve(stored);
    },
    getProfile: () => Promise.resolve(existing),
    createProfile: (id, input) => {
      log.push(`create ${id} ${JSON.stringify(input)}`);
      return Promise.resolve();
    },
    updateProfile: (id, input) => {
      log.push(`update ${id} ${JSON.stringify(input)}`);
      return Promise.resolve();
    },
  };
  return { calls, log };
}

describe('submitQuestionnaire', () => {
  const answers = { a: 'x', b: 'y', c: 'z' };

  it('submits, saves one response per answer, then creates the missing profile', async () => {
    const { calls, log } = fakeCalls(null);
    const saved = new Map<string, string>();
    await expect(
      submitQuestionnaire(calls, { questions, info, answers, user, saved }),
    ).resolves.toBe(result);
    expect(log).toEqual([
      'submit 3',
      'save a',
      'save b',
      'save c',
      `create u1 ${JSON.stringify({ firstName: 'Robin', lastName: 'Reed', email: 'r@example.com', experience: 12, specialty: 'Anxiety' })}`,
    ]);
    expect([...saved.entries()]).toEqual([
      ['a', 'r1'],
      ['b', 'r2'],
      ['c', 'r3'],
    ]);
  });

  it('replaces answers saved by an earlier attempt and updates an existing profile', async () => {
    const existing: TherapistProfile = {
      userId: 'u1',
      firstName: 'Rob',
      lastName: 'Reed',
      email: 'rob@example.com',
      experience: 3,
      phone: '555',
      specialty: 'Grief',
      insightsApplied: [],
    };
    const { calls, log } = fakeCalls(existing);
    const saved = new Map([['a', 'old-a']]);
    await submitQuestionnaire(calls, { questions, info, answers, user, saved });
    expect(log.slice(1, 4)).toEqual(['save a as old-a', 'save b', 'save c']);
    expect(log[4]).toBe(
      `update u1 ${JSON.stringify({ firstName: 'Rob', lastName: 'Reed', email: 'rob@example.com', experience: 12, specialty: 'Grief', phone: '555' })}`,
    );
  });

  it('stops at the first failure', async () => {
    const { calls, log } = fakeCalls(null);
    calls.saveResponse = () => Promise.reject(new Error('down'));
    await expect(
      submitQuestionnaire(calls, { questions, info, answers, user, saved: new Map() }),
    ).rejects.toThrow('down');
    expect(log).toEqual(['submit 3']);
  });

  it('fills a new profile from the account', () => {
    expect(profileAfterQuestionnaire(null, user, { ...result, specialty: ' ' }, 5)).toEqual({
      firstName: 'Robin',
      lastName: 'Reed',
      email: 'r@example.com',
      experience: 5,
    });
  });
});
