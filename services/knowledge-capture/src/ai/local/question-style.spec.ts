import { isWellFormedQuestion } from './question-quality';
import { shortenQuestion, warmQuestion } from './question-style';

describe('shortenQuestion', () => {
  it.each([
    [
      'How do you structure your work with clients facing addiction, and how do you respond to a relapse?',
      'How do you structure your work with clients facing addiction?',
    ],
    [
      'What kind of support around addiction would feel most useful to you: clear goals and check-ins, or space to understand what drives it?',
      'What kind of support around addiction would feel most useful to you?',
    ],
  ])('%s → %s', (long, short) => {
    expect(shortenQuestion(long)).toBe(short);
  });

  it('never returns a fragment, and keeps a question that cannot be cut', () => {
    const q = 'How do you pace trauma work?';
    expect(shortenQuestion(q)).toBe(q);
    const stuck =
      'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?';
    expect(isWellFormedQuestion(shortenQuestion(stuck))).toBe(true);
  });
});

describe('warmQuestion', () => {
  it('opens gently, once', () => {
    const warm = warmQuestion('How much control do you want over the pace?', 'client');
    expect(warm).toBe(
      'If you feel comfortable sharing, how much control do you want over the pace?',
    );
    expect(warmQuestion(warm, 'client')).toBe(warm);
    expect(isWellFormedQuestion(warmQuestion('How do you pace trauma work?', 'therapist'))).toBe(
      true,
    );
  });
});
