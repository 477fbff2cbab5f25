import { analyseClauses, stanceOf, scopeSentences } from './scope';
import { analyseText } from './nlp';

/** The stance of the first word `word` in `text`: +1 wanted/true, -1 negated or rejected. */
function stance(text: string, word: string) {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  for (const s of sentences) {
    const i = s.words.findIndex((w) => w.normal === word);
    if (i >= 0) return stanceOf(clauses, s.index, i);
  }
  throw new Error(`${word} not in ${text}`);
}

describe('scope: negation, contrast, hedges, who is meant', () => {
  it.each([
    ['I want someone warm and gentle.', 'gentle', 1],
    ["I don't want someone gentle.", 'gentle', -1],
    ["I need someone who won't let me off the hook.", 'hook', -1],
    ['Gentle and warm… it did nothing for me. I need a push.', 'gentle', -1],
    ['Years of talking about my childhood did nothing for me.', 'childhood', -1],
    ['We focus on how they talk to each other now rather than their childhoods.', 'childhoods', -1],
    ['We focus on how they talk to each other now rather than their childhoods.', 'now', 1],
    ['Instead of digging into my childhood, I want tools for now.', 'childhood', -1],
    ['Instead of digging into my childhood, I want tools for now.', 'tools', 1],
    ["I'd rather be challenged than coddled.", 'coddled', -1],
    ["I'd rather be challenged than coddled.", 'challenged', 1],
    ['Curiosity works better than confrontation.', 'confrontation', -1],
    ['I prefer practical tools over talking about feelings.', 'feelings', -1],
    ['I used to want advice but now I want space to think.', 'advice', -1],
    ['I used to want advice but now I want space to think.', 'space', 1],
    ['I never liked homework and I love worksheets.', 'worksheets', 1],
    ['I never liked homework and I love worksheets.', 'homework', -1],
    ['Sessions without judgement help me.', 'judgment', -1],
    ['No, I want structure.', 'structure', 1],
    ['Not only warmth but also honesty.', 'warmth', 1],
  ])('%s — %s → %d', (text, word, polarity) => {
    expect(stance(text, word).polarity).toBe(polarity);
  });

  it('weighs a conceded side below the side after "but"', () => {
    const text = 'Warmth is nice, but I need someone who pushes me.';
    expect(stance(text, 'warmth').weight).toBeLessThan(stance(text, 'pushes').weight);
  });

  it.each([
    ['I want structure.', 'self'],
    ['We argue every night.', 'we'],
    ['My therapist was kind.', 'therapist'],
    ['Give me homework.', 'therapist'],
    ['My mother never listened.', 'others'],
    ['They talk over each other.', 'others'],
  ])('%s is about %s', (text, person) => {
    expect(analyseClauses(text)[0]?.person).toBe(person);
  });

  it('marks hedged clauses', () => {
    const [hedged] = analyseClauses('Maybe I want a bit of structure.');
    const [plain] = analyseClauses('I want structure.');
    expect(hedged?.hedged).toBe(true);
    expect(plain?.hedged).toBe(false);
    expect(analyseClauses("I don't know.")[0]?.hedged).toBe(true);
  });

  it('splits clauses at but and a new subject, so a negation stays in its clause', () => {
    const clauses = analyseClauses("I don't like homework, but I love a clear plan.");
    expect(clauses.map((c) => c.text)).toEqual([
      "I do n't like homework",
      'but I love a clear plan',
    ]);
    expect(clauses[1]?.words.some((w) => w.negated)).toBe(false);
  });
});
