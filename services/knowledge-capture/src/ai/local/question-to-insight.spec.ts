import { questionAsStatement, questionToInsight, toThirdPerson } from './question-to-insight';

describe('toThirdPerson', () => {
  it.each([
    ['your therapist helps you', 'their therapist helps them'],
    ['when you feel stuck', 'when they feel stuck'],
    ['how your past shaped you', 'how their past shaped them'],
    ["you're allowed to rest yourself", "they're allowed to rest themselves"],
  ])('%s → %s', (input, out) => {
    expect(toThirdPerson(input)).toBe(out);
  });
});

describe('questionAsStatement', () => {
  it.each([
    [
      'Would you rather your therapist bring a clear plan, or leave you to decide?',
      'client',
      'Clients differ in whether they would rather their therapist bring a clear plan, or leave them to decide.',
    ],
    [
      'How do you balance warmth and validation with challenge?',
      'therapist',
      'Therapists differ in how they balance warmth and validation with challenge.',
    ],
    [
      'When you feel stuck, what helps you more: encouragement or challenge?',
      'client',
      'When they feel stuck, clients differ in what helps them more: encouragement or challenge.',
    ],
    [
      'How do you work with grief, and what do you do when it peaks?',
      'therapist',
      'Therapists differ in how they work with grief, and what they do when it peaks.',
    ],
    [
      'Do you want therapy to explore your past?',
      'client',
      'Clients differ in whether they want therapy to explore their past.',
    ],
    ['Tell me about sleep.', 'client', 'Clients differ in their answer to "Tell me about sleep?"'],
  ] as const)('%s', (question, audience, statement) => {
    expect(questionAsStatement(question, audience)).toBe(statement);
  });
});

describe('questionToInsight', () => {
  it('names the dimension the question probes in the application', () => {
    const out = questionToInsight({
      question: 'Do you want a therapist who gives homework and a clear plan?',
      reasoning: '',
      audience: 'client',
    });
    expect(out.application).toContain("'Who leads the sessions'");
  });

  it('falls back to the specialty, then to the phrase, and treats a missing audience as client', () => {
    expect(
      questionToInsight({
        question: 'How do you help with grief?',
        reasoning: '',
        audience: 'therapist',
      }).application,
    ).toContain('specialty signal for grief');
    const other = questionToInsight({
      question: 'What do you think of gardening metaphors?',
      reasoning: '',
    });
    expect(other.insight.startsWith('Clients differ')).toBe(true);
    expect(other.application).toContain('gardening metaphors');
  });
});
