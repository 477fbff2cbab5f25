import { readiness } from './readiness';

describe('match readiness by count of inferred answers (spec §4)', () => {
  it.each([
    // count, raw opacity, shown opacity, enabled, label, status, progress
    [0, 0.3, 0.3, false, 'Keep Talking...', 'Understanding you better... 0%', 0],
    [1, 0.5, 0.5, false, 'Keep Talking...', 'Understanding you better... 14%', 14],
    [2, 0.6, 0.6, false, 'Keep Talking...', 'Understanding you better... 29%', 29],
    [3, 0.7, 0.7, false, 'Keep Talking...', 'Understanding you better... 43%', 43],
    [4, 0.85, 0.85, false, 'Keep Talking...', 'Understanding you better... 57%', 57],
    [5, 1, 1, false, 'Keep Talking...', 'Gathering final insights...', 71],
    [6, 1.15, 1, false, 'Keep Talking...', 'Gathering final insights...', 86],
    [7, 1, 1, true, 'Find My Therapist', 'Gathering final insights...', 100],
    [12, 1, 1, true, 'Find My Therapist', 'Gathering final insights...', 100],
  ])('%i answers', (count, raw, opacity, enabled, label, status, progress) => {
    expect(readiness(count)).toEqual({
      rawOpacity: raw,
      opacity,
      enabled,
      label,
      status,
      progress,
    });
  });

  it("reads 'Ready when you are!' once announced", () => {
    expect(readiness(7, { hasAnnouncedReady: true }).status).toBe('Ready when you are!');
    // Announced earlier but below the threshold (never in practice): still gathering.
    expect(readiness(6, { hasAnnouncedReady: true }).status).toBe('Gathering final insights...');
  });

  it("shows 'Processing...' while matching", () => {
    expect(readiness(9, { busy: true }).label).toBe('Processing...');
  });

  it('treats negative or fractional counts sanely', () => {
    expect(readiness(-2).rawOpacity).toBe(0.3);
    expect(readiness(-2).progress).toBe(0);
    expect(readiness(3.9).rawOpacity).toBe(0.7);
  });
});
