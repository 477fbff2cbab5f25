import { insightView, questionView, type ContributionEvent } from './contribution-views';

const event: ContributionEvent = {
  contributionId: 'c1',
  therapistName: 'Maya',
  timestamp: '2026-01-05 10:00:00',
  questions: [
    { _id: 'q1', question: 'For clients?', reasoning: 'r1', audience: 'client' },
    { _id: 'q2', question: 'For therapists?', reasoning: 'r2', audience: 'therapist' },
    { _id: 'q3', question: 'Also for clients?', reasoning: 'r3', audience: 'client' },
  ],
  analysis: [{ _id: 'i1', insight: 'Listen first', application: 'Open slowly' }],
  deletedQuestionIds: ['q0'],
};

describe('questionView', () => {
  it('keeps the questions of its audience, numbered in their own order', () => {
    expect(questionView('client').itemsOf(event)).toEqual([
      {
        _id: 'c1:q1',
        questionId: 'q1',
        contributionId: 'c1',
        text: 'For clients?',
        reasoning: 'r1',
        therapist: 'Maya',
        position: 0,
        contributionTimestamp: '2026-01-05 10:00:00',
      },
      expect.objectContaining({ _id: 'c1:q3', questionId: 'q3', position: 1 }),
    ]);
    expect(
      questionView('therapist')
        .itemsOf(event)
        .map((q) => q._id),
    ).toEqual(['c1:q2']);
  });

  it('gives each audience a consumer and collection of its own', () => {
    expect(questionView('client').name).not.toBe(questionView('therapist').name);
  });
});

describe('insightView', () => {
  it('keeps the analysis insights with their expert', () => {
    expect(insightView.itemsOf(event)).toEqual([
      {
        _id: 'c1:i1',
        insightId: 'i1',
        contributionId: 'c1',
        insight: 'Listen first',
        application: 'Open slowly',
        expert: 'Maya',
        position: 0,
        contributionTimestamp: '2026-01-05 10:00:00',
      },
    ]);
  });
});
