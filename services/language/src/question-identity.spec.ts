import { questionIdentity, sameQuestion } from './question-identity';

describe('sameQuestion', () => {
  it.each([
    // The same words, reordered or inflected.
    ['How do you pace trauma work?', 'How do you pace the work with trauma?'],
    [
      "How do you balance warmth and validation with challenging a client's patterns?",
      "How do you balance warmth and validation with challenging client's patterns? ",
    ],
    // The same choice in other words (issue 12: the voice bank asked it twice).
    [
      'When things get hard, do you want warm, gentle support, or someone who will challenge you and be direct with you?',
      'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    ],
    [
      'Would you rather explore how your past and upbringing shaped you, or focus on practical ways to cope with what is happening now?',
      'Do you want therapy to explore how your past shaped you, or to focus on what is happening in your life now?',
    ],
    // Who leads, read as the client would answer ("leave you to decide" is the client deciding).
    [
      'Would you like a therapist who takes the lead with a clear plan and structure, or one who lets you set the pace and choose what to talk about?',
      'Would you rather your therapist bring a clear plan and suggestions to each session, or leave you to decide what to talk about?',
    ],
  ])('"%s" asks what "%s" asks', (a, b) => {
    expect(sameQuestion(a, b)).toBe(true);
  });

  it.each([
    // A template with another topic is another question.
    ['What would you change about your sleep?', 'What would you change about your job?'],
    ['How do you work with grief?', 'How do you work with panic attacks?'],
    // One side of a dimension only is not the choice.
    [
      'What role does warm, gentle support play in how you work?',
      'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    ],
  ])('"%s" and "%s" are two questions', (a, b) => {
    expect(sameQuestion(a, b)).toBe(false);
  });

  it('reads the choice a question offers only when it offers two sides', () => {
    expect(questionIdentity('Do you want warm support or someone who challenges you?').choice).toBe(
      'warmSupport',
    );
    expect(questionIdentity('Do you want warm support from a therapist?').choice).toBeUndefined();
  });
});
