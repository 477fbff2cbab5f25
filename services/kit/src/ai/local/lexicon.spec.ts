import { analyseText } from './nlp';
import { findDimensionHits, findThemeHits, themesNamedIn } from './lexicon';

const first = (text: string) => {
  const s = analyseText(text).sentences[0];
  if (!s) throw new Error('no sentence');
  return s;
};

describe('findDimensionHits', () => {
  it.each([
    ['I give homework and a clear structure.', 'directiveness', 1],
    ['Let them set the pace.', 'directiveness', -1],
    ['They need to cry and let the anger out.', 'emotionalIntensity', 1],
    ['Keep it calm and manageable.', 'emotionalIntensity', -1],
    ['We explore their childhood and upbringing.', 'pastOrientation', 1],
    ['We work on the here and now.', 'pastOrientation', -1],
    ['Warm, gentle validation matters.', 'warmSupport', 1],
    ['A bit of direct challenge helps.', 'warmSupport', -1],
  ])('%s → %s %d', (text, dimension, pole) => {
    const hits = findDimensionHits(first(text)).filter((h) => h.dimension === dimension);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.pole === pole)).toBe(true);
  });

  it('flips the pole of a negated word', () => {
    const hits = findDimensionHits(first('They do not want to explore the past.'));
    expect(hits).toContainEqual(
      expect.objectContaining({
        dimension: 'pastOrientation',
        term: 'past',
        pole: -1,
        negated: true,
      }),
    );
  });

  it("counts a phrase once, not again for its words ('set the pace' is not also 'pace')", () => {
    const hits = findDimensionHits(first('Clients should set the pace.'));
    expect(hits.map((h) => h.term)).toEqual(['set the pace']);
  });

  it('finds nothing in a sentence without lexicon words', () => {
    expect(findDimensionHits(first('The office is on the second floor.'))).toEqual([]);
  });
});

describe('findThemeHits', () => {
  it.each([
    ['She has panic attacks at night.', 'anxiety'],
    ['He was abused as a child.', 'trauma'],
    ['Since her husband died she cannot sleep.', 'grief'],
    ['Their marriage is full of conflict.', 'relationships'],
    ['He started drinking again after the relapse.', 'addiction'],
    ['Burnout at the workplace is common.', 'work'],
  ])('%s → %s', (text, theme) => {
    expect(findThemeHits(first(text)).map((h) => h.theme)).toContain(theme);
  });

  it("reads 'work stress' as work, not as anxiety", () => {
    expect(findThemeHits(first('Work stress wears them down.')).map((h) => h.theme)).toEqual([
      'work',
    ]);
  });
});

describe('themesNamedIn', () => {
  it.each([
    [['trauma'], ['trauma']],
    [['panic', 'attacks'], ['anxiety']],
    [['grief', 'and', 'loss'], ['grief']],
    [['work', 'stress'], ['work']],
    [['gardening'], []],
  ])('%j → %j', (words, themes) => {
    expect(themesNamedIn(words)).toEqual(themes);
  });
});
