import { readRefinePlan, topicsOf } from './refine-plan';

describe('readRefinePlan', () => {
  it.each([
    ['Shorter summary', { summary: 'shorter' }],
    ['Make the summary more concise.', { summary: 'shorter' }],
    ['Please expand the summary', { summary: 'longer' }],
    ['More client questions', { questionDelta: { client: 2, therapist: 0 } }],
    ['Add 3 more therapist questions', { questionDelta: { client: 0, therapist: 3 } }],
    ['two more questions for clients', { questionDelta: { client: 2, therapist: 0 } }],
    ['Fewer therapist questions', { questionDelta: { client: 0, therapist: -1 } }],
    ['No therapist questions', { questionDelta: { client: 0, therapist: -Infinity } }],
    ['Only client questions please', { questionDelta: { client: 0, therapist: -Infinity } }],
    ['More questions', { questionDelta: { client: 1, therapist: 1 } }],
    ['More insights', { insightDelta: 2 }],
    ['Focus on trauma', { focus: ['trauma'] }],
    ['Concentrate more on grief and loss', { focus: ['grief', 'loss'] }],
    ['Remove the questions about medication', { remove: ['medication'] }],
    ["Don't mention homework", { remove: ['homework'] }],
    ['Remove anything about validation', { remove: ['validation'] }],
    ['Add a question about sleep', { add: [{ topic: 'sleep' }] }],
    [
      'Ask a therapist question about supervision',
      { add: [{ topic: 'supervision', audience: 'therapist' }] },
    ],
    ['Make it sound friendlier', { warmer: true, unmatched: [] }],
    ['Make the questions warmer', { warmer: true }],
    ['make the questions shorter', { shorterQuestions: true }],
    [
      // Issue 12's instruction.
      'make the questions shorter and add one question for clients about trust',
      { shorterQuestions: true, add: [{ topic: 'trust', audience: 'client' }], unmatched: [] },
    ],
    [
      'Add a question for therapists about supervision',
      { add: [{ topic: 'supervision', audience: 'therapist' }] },
    ],
  ])('%s', (instructions, expected) => {
    expect(readRefinePlan(instructions)).toMatchObject(expected);
  });

  it('reads several requests in one sentence', () => {
    expect(
      readRefinePlan('Shorter summary, two more client questions and focus on trauma'),
    ).toMatchObject({
      summary: 'shorter',
      questionDelta: { client: 2, therapist: 0 },
      focus: ['trauma'],
    });
  });
});

describe('topicsOf', () => {
  it.each([
    ['trauma and grief, please', ['trauma', 'grief']],
    ['the sleep problems', ['sleep problems']],
    ['it', []],
  ])('%s → %j', (text, topics) => {
    expect(topicsOf(text)).toEqual(topics);
  });
});
