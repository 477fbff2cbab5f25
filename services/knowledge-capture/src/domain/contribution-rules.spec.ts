import {
  contributionTimestamp,
  deletedIds,
  editedContribution,
  newContribution,
  savedAudience,
} from './contribution-rules';

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('savedAudience', () => {
  it.each([
    ['client', 'client'],
    ['therapist', 'therapist'],
    ['Therapist', 'therapist'],
    ['other', 'client'],
    ['', 'client'],
    [undefined, 'client'],
  ])('%j → %s', (audience, saved) => {
    expect(savedAudience(audience)).toBe(saved);
  });
});

describe('contributionTimestamp', () => {
  it.each([
    ['2024-03-05T07:08:09.123Z', '2024-03-05 07:08:09'],
    ['2025-12-31T23:59:59.999Z', '2025-12-31 23:59:59'],
  ])('%s → %s', (iso, ts) => {
    expect(contributionTimestamp(new Date(iso))).toBe(ts);
  });
});

describe('deletedIds', () => {
  it.each([
    [['a', 'b'], ['a', 'b'], [], []],
    [['a', 'b'], ['a'], [], ['b']],
    [['a', 'b'], ['a'], [['x']], ['x', 'b']],
    [['a'], ['a', 'x'], [['x']], []],
    [['a', 'b'], [], [['b'], ['b']], ['b', 'a']],
  ])('stored %j, current %j, recorded %j → %j', (stored, current, recorded, out) => {
    expect(deletedIds(stored, current, ...recorded)).toEqual(out);
  });
});

describe('newContribution', () => {
  it('gives every question and insight an id and a saved audience', () => {
    const c = newContribution(
      {
        summary: 'S',
        questions: [
          { question: 'Q1', reasoning: 'R1', audience: 'therapist' },
          { question: 'Q2', reasoning: '', audience: 'other' },
          { _id: 'keep', question: 'Q3', reasoning: '' },
        ],
        analysis: [{ insight: 'I', application: 'A' }],
      },
      ids(),
    );
    expect(c).toEqual({
      summary: 'S',
      questions: [
        { _id: 'new-1', question: 'Q1', reasoning: 'R1', audience: 'therapist' },
        { _id: 'new-2', question: 'Q2', reasoning: '', audience: 'client' },
        { _id: 'keep', question: 'Q3', reasoning: '', audience: 'client' },
      ],
      analysis: [{ _id: 'new-3', insight: 'I', application: 'A' }],
      deletedQuestionIds: [],
      deletedInsightIds: [],
    });
  });
});

describe('editedContribution', () => {
  const stored = {
    summary: 'Old',
    questions: [
      { _id: 'q1', question: 'Q1', reasoning: '', audience: 'client' as const },
      { _id: 'q2', question: 'Q2', reasoning: '', audience: 'therapist' as const },
    ],
    analysis: [
      { _id: 'i1', insight: 'I1', application: '' },
      { _id: 'i2', insight: 'I2', application: '' },
    ],
    deletedQuestionIds: ['q0'],
    deletedInsightIds: [],
  };

  it('records a converted question and a removed insight as deleted, and keeps older deletions', () => {
    const out = editedContribution(
      stored,
      {
        summary: 'New',
        questions: [{ _id: 'q1', question: 'Q1 edited', reasoning: 'why', audience: 'Other' }],
        analysis: [
          { _id: 'i1', insight: 'I1', application: '' },
          { insight: 'From Q2', application: 'use it' },
        ],
        deletedQuestionIds: ['q2'],
        deletedInsightIds: [],
      },
      ids(),
    );
    expect(out).toEqual({
      summary: 'New',
      questions: [{ _id: 'q1', question: 'Q1 edited', reasoning: 'why', audience: 'client' }],
      analysis: [
        { _id: 'i1', insight: 'I1', application: '' },
        { _id: 'new-1', insight: 'From Q2', application: 'use it' },
      ],
      deletedQuestionIds: ['q0', 'q2'],
      deletedInsightIds: ['i2'],
    });
  });
});
