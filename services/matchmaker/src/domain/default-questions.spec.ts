import { composeBank, defaultQuestions, MIN_BANK_SIZE, openingQuestion } from './default-questions';

const expert = (id: string, text: string) => ({ id, text, reasoning: '' });

describe('composeBank', () => {
  it('fills with defaults up to the minimum of distinct questions, a repeated question counting once', () => {
    const twice = 'When you feel stuck, what helps you more: encouragement or a challenge?';
    const bank = composeBank([expert('a', twice), expert('b', twice.toUpperCase())]);
    const distinct = new Set(bank.map((q) => q.text.toLowerCase()));
    expect(distinct.size).toBe(MIN_BANK_SIZE);
    expect(bank[0]).toBe(openingQuestion);
    expect(bank.slice(1, 3).map((q) => q.id)).toEqual(['a', 'b']);
  });

  it('never adds a default that repeats an expert question', () => {
    const same = defaultQuestions[0]!;
    const bank = composeBank([expert('x', same.text)]);
    expect(bank.filter((q) => q.text === same.text).map((q) => q.id)).toEqual(['x']);
  });

  it('adds no defaults once the experts give enough distinct questions', () => {
    const many = Array.from({ length: MIN_BANK_SIZE }, (_, i) => expert(`e${i}`, `Question ${i}?`));
    expect(composeBank(many)).toHaveLength(MIN_BANK_SIZE + 1);
  });
});
