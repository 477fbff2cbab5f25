import { questionProblems } from './question-quality';

describe('questionProblems', () => {
  it.each([
    "How do you balance warmth and validation with challenging a client's patterns?",
    'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    'How does trust come into what you want from therapy?',
    'If you feel comfortable sharing, how much control do you want over the pace of therapy?',
  ])('accepts %s', (q) => {
    expect(questionProblems(q)).toEqual([]);
  });

  it.each([
    // Issue 12's fragment.
    [
      'What would you most like to change around many partners repeat in your life right now?',
      'fragment',
    ],
    ['When you struggle with self-esteem?', 'lead-in'],
    ['When it comes to {topic}, what would you want?', 'slot'],
    ['Trust and safety.', 'question mark'],
    ['When you feel stuck, what helps you more: gentle encouragement?', 'cut-off'],
  ])('rejects %s', (q, problem) => {
    expect(questionProblems(q).join('; ')).toContain(problem);
  });
});
