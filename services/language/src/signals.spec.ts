import { dimensionScore, readSignals } from './signals';

describe('dimensionScore', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0.33],
    [3, 0, 1],
    [0, 2, -0.67],
    [2, 1, 0.33],
    [5, 5, 0],
    [6, 0, 1],
  ])('high %d, low %d → %d', (high, low, score) => {
    expect(dimensionScore(high, low)).toBe(score);
  });
});

describe('readSignals', () => {
  it("names a theme with the expert's own phrase", () => {
    const s = readSignals(
      'Clients with childhood trauma need a slow start. Trauma work takes time.',
    );
    expect(s.themes[0]).toMatchObject({ key: 'trauma', topic: 'childhood trauma' });
  });

  it('puts a theme the expert asked to focus on first, even without hits', () => {
    const s = readSignals('Panic attacks are common.', ['grief']);
    expect(s.themes.map((t) => t.key)).toEqual(['grief', 'anxiety']);
    expect(s.themes[0]).toMatchObject({ topic: 'grief', terms: [], sentences: [] });
  });

  it('leans a dimension toward the pole with more evidence', () => {
    const s = readSignals('I give homework, a plan and clear steps. Sometimes they choose.');
    const d = s.dimensions.find((x) => x.key === 'directiveness');
    expect(d?.pole).toBe(1);
    expect(d?.score).toBeGreaterThan(0);
    expect(d?.evidence).toContain('homework');
  });

  it('reads a racing heart as anxiety, not as a wish for emotional depth', () => {
    const s = readSignals('My heart races and I feel like I cannot breathe.');
    expect(s.themes.map((t) => t.key)).toContain('anxiety');
    expect(s.dimensions.map((d) => d.key)).not.toContain('emotionalIntensity');
  });
});
