import { canTriggerMatch, matchButtonOpacity } from './readiness';

describe('matchButtonOpacity (spec §4)', () => {
  it.each([
    [0, 0.3],
    [1, 0.5],
    [2, 0.6],
    [3, 0.7],
    [4, 0.85],
    [5, 1],
    [6, 1.15],
    [7, 1],
    [12, 1],
  ])('%d inferred → %d', (count, opacity) => {
    expect(matchButtonOpacity(count)).toBe(opacity);
  });
});

describe('canTriggerMatch', () => {
  it.each([
    [6, false, false],
    [7, false, true],
    [9, true, false],
  ])('%d inferred, crisis %s → %s', (count, crisis, can) => {
    expect(canTriggerMatch(count, crisis)).toBe(can);
  });
});
