import type { ProjectedQuestion } from './contribution-views';
import { questionView } from './contribution-views';
import { mergeQuestions } from './question-merge';

const q = (contributionId: string, id: string, text: string, therapist: string, position = 0) =>
  ({
    _id: `${contributionId}:${id}`,
    questionId: id,
    contributionId,
    text,
    reasoning: `why ${id}`,
    therapist,
    position,
    contributionTimestamp: '2026-01-05 10:00:00',
  }) satisfies ProjectedQuestion;

const balance = "How do you balance warmth and validation with challenging a client's patterns?";

describe('mergeQuestions', () => {
  // Issue 12: every saved contribution added the same template question again, so therapists
  // answered "How do you balance warmth and validation…" up to 6 times.
  it('asks a question saved by several contributions once, crediting every expert', () => {
    const merged = mergeQuestions([
      q('c1', 'q1', balance, 'Maya'),
      q('c1', 'q2', 'How do you pace trauma work?', 'Maya', 1),
      q('c2', 'q3', balance, 'Daniel'),
      q('c3', 'q4', `${balance} `, 'Maya'),
      q(
        'c4',
        'q5',
        "How do you balance warmth and validation with challenging a client's pattern?",
        'Daniel',
      ),
    ]);
    expect(merged.map((m) => m.text)).toEqual([balance, 'How do you pace trauma work?']);
    expect(merged[0]).toMatchObject({
      _id: 'c1:q1',
      questionId: 'q1',
      therapist: 'Maya and Daniel',
      sources: ['Maya', 'Daniel'],
      mergedIds: ['c2:q3', 'q3', 'c3:q4', 'q4', 'c4:q5', 'q5'],
    });
  });

  it('keeps questions that only share their topic', () => {
    const merged = mergeQuestions([
      q('c1', 'q1', 'How do you work with clients facing addiction?', 'Maya'),
      q('c2', 'q2', 'How do you respond when a client facing addiction relapses?', 'Daniel'),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged.map((m) => m.therapist)).toEqual(['Maya', 'Daniel']);
  });

  it('gives the same steps whatever order the copies come in, first one kept', () => {
    const a = q('c1', 'q1', balance, 'Maya');
    const b = q('c2', 'q2', balance, 'Daniel');
    const c = q('c2', 'q3', 'What brings you here?', 'Daniel', 1);
    expect(mergeQuestions([a, b, c]).map((m) => m.questionId)).toEqual(['q1', 'q3']);
    expect(mergeQuestions([a, b, c])).toHaveLength(mergeQuestions([a, c, b]).length);
  });

  it('is what the question views list', () => {
    expect(questionView('therapist').merge).toBe(mergeQuestions);
  });
});
