import { composeBank, defaultQuestions, MIN_BANK_SIZE, openingQuestion } from './default-questions';

const expert = (id: string, text: string) => ({ id, text, reasoning: '' });

describe('composeBank', () => {
  it('holds a repeated question once and fills with defaults up to the minimum of distinct questions', () => {
    const twice = 'When you feel stuck, what helps you more: encouragement or a challenge?';
    const bank = composeBank([expert('a', twice), expert('b', twice.toUpperCase())]);
    expect(bank).toHaveLength(MIN_BANK_SIZE);
    expect(new Set(bank.map((q) => q.text.toLowerCase())).size).toBe(MIN_BANK_SIZE);
    expect(bank[0]).toBe(openingQuestion);
    expect(bank.map((q) => q.id)).toContain('a');
    expect(bank.map((q) => q.id)).not.toContain('b');
  });

  it('never adds a default that repeats an expert question', () => {
    const same = defaultQuestions[0]!;
    const bank = composeBank([expert('x', same.text)]);
    expect(bank.filter((q) => q.text === same.text).map((q) => q.id)).toEqual(['x']);
  });

  // Issue 12: the voice bank asked the experts' support-or-challenge question and the
  // matchmaker's own one, worded differently, in the same session.
  it('drops a default that asks the same choice as an expert question in other words', () => {
    const bank = composeBank([
      expert(
        'e1',
        'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
      ),
    ]);
    expect(bank.map((q) => q.id)).toContain('e1');
    expect(bank.map((q) => q.id)).not.toContain('mm-support');
    expect(bank).toHaveLength(MIN_BANK_SIZE);
  });

  it('adds no defaults once the experts give enough distinct questions', () => {
    const topics = ['sleep', 'work', 'money', 'friends', 'family', 'health', 'school'];
    const verbs = ['change', 'worry', 'help', 'hope', 'fear', 'talk'];
    const many = Array.from({ length: MIN_BANK_SIZE }, (_, i) =>
      expert(
        `e${i}`,
        `What ${verbs[i % 6]} do you bring about ${topics[i % 7]} and ${topics[(i + 3) % 7]}?`,
      ),
    );
    expect(composeBank(many)).toHaveLength(MIN_BANK_SIZE + 1);
  });
});
