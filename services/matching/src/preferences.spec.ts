import { clientPreferencesFromAnalysis, dimensionConfidence } from './preferences';

describe('dimensionConfidence', () => {
  it.each([
    [{ score: 1, count: 0 }, 0],
    [{ score: 1, count: 2 }, 0.5],
    [{ score: -1, count: 6 }, 0.75],
    [{ score: 0, count: 2 }, 0.25],
    [{ score: 0.5, count: 2 }, 0.375],
  ])('%j → %d', (evidence, confidence) => {
    expect(dimensionConfidence(evidence)).toBeCloseTo(confidence);
  });

  it('more evidence never lowers confidence', () => {
    const levels = [1, 2, 3, 5, 8, 20].map((count) => dimensionConfidence({ score: 1, count }));
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(levels.every((c) => c < 1)).toBe(true);
  });
});

describe('clientPreferencesFromAnalysis', () => {
  it('places the client where the evidence leans, with confidence from its amount', () => {
    const p = clientPreferencesFromAnalysis({
      dimensions: { directiveness: { score: -1, count: 2 }, warmSupport: { score: 3, count: 6 } },
      themes: [],
    });
    expect(p.dimensions).toEqual({
      directiveness: -1,
      emotionalIntensity: 0,
      pastOrientation: 0,
      warmSupport: 1,
    });
    expect(p.confidence).toEqual({
      directiveness: 0.5,
      emotionalIntensity: 0,
      pastOrientation: 0,
      warmSupport: 0.75,
    });
  });

  it.each([
    ['plain names keep their order', ['grief', 'anxiety'], ['grief', 'anxiety']],
    [
      'heaviest first',
      [
        { theme: 'anxiety', weight: 2 },
        { theme: 'grief', weight: 3 },
      ],
      ['grief', 'anxiety'],
    ],
    [
      'ties keep their order',
      [
        { theme: 'work', weight: 2 },
        { theme: 'family', weight: 2 },
      ],
      ['work', 'family'],
    ],
    [
      'a passing mention beside a main theme is dropped',
      [
        { theme: 'grief', weight: 6 },
        { theme: 'family', weight: 1 },
      ],
      ['grief'],
    ],
    ['at most three', ['a', 'b', 'c', 'd'], ['a', 'b', 'c']],
    ['no weight, no theme', [{ theme: 'grief', weight: 0 }], []],
    ['duplicates once', ['grief', 'grief', 'work'], ['grief', 'work']],
  ])('themes: %s', (_name, themes, expected) => {
    expect(clientPreferencesFromAnalysis({ dimensions: {}, themes }).themes).toEqual(expected);
  });

  it('passes constraints through', () => {
    const p = clientPreferencesFromAnalysis({
      dimensions: {},
      themes: [],
      constraints: { minExperience: 10 },
    });
    expect(p.constraints).toEqual({ minExperience: 10 });
  });
});
