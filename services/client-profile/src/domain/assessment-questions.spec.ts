import type { ProjectedQuestion } from '@rapport/matching';
import { toAssessmentQuestions } from './assessment-questions';

const projected = (contributionId: string, questionId: string, text = 'Q?'): ProjectedQuestion => ({
  _id: `${contributionId}:${questionId}`,
  questionId,
  contributionId,
  text,
  reasoning: 'Why',
  therapist: 'Maya',
  position: 0,
  contributionTimestamp: '2026-01-01 10:00:00',
});

describe('toAssessmentQuestions', () => {
  it('answers each question with its expert as the source', () => {
    expect(toAssessmentQuestions([projected('c1', 'q1', 'How are you?')])).toEqual([
      {
        id: 'q1',
        text: 'How are you?',
        reasoning: 'Why',
        source: { therapist: 'Maya' },
        originalId: 'q1',
      },
    ]);
  });

  it('gives a question id repeated by another contribution an id of its own', () => {
    const ids = toAssessmentQuestions([
      projected('c1', 'q1'),
      projected('c2', 'q1'),
      projected('c2', 'q2'),
    ]).map((q) => [q.id, q.originalId]);
    expect(ids).toEqual([
      ['q1', 'q1'],
      ['c2:q1', 'q1'],
      ['q2', 'q2'],
    ]);
  });

  it('opens with a gentle question, not the trauma one an expert saved first (issue 14)', () => {
    const steps = toAssessmentQuestions([
      projected('c1', 'q1', 'How has childhood trauma shaped the way you trust people?'),
      projected('c1', 'q2', 'What would you like to be different after therapy?'),
    ]);
    expect(steps.map((s) => s.id)).toEqual(['q2', 'q1']);
  });
});
