import { yearsOfExperience as experienceLabel } from '../client-assessment/format';
import { passReasonLabel, passReasonOptions } from './match-view';

describe("'Try Another Match' reasons (issue 14)", () => {
  it('offers not my style, specialty and other', () => {
    expect(passReasonOptions.map((o) => o.label)).toEqual(['Not my style', 'Specialty', 'Other']);
    expect(passReasonLabel('not-my-style')).toBe('Not my style');
    expect(passReasonLabel('specialty')).toBe('Specialty');
  });

  it.each([
    [1, '1 year of experience'],
    [12, '12 years of experience'],
    [-2, '0 years of experience'],
  ])('%i → %s', (years, label) => {
    expect(experienceLabel(years)).toBe(label);
  });
});
