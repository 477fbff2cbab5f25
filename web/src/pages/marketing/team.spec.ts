import { initials, team } from './team';

describe('initials', () => {
  it.each([
    ['Dr. Helen Marsh', 'HM'],
    ['Daniel Okafor', 'DO'],
    ['Priya Raman', 'PR'],
    ['Anna Maria van der Berg', 'AM'],
    ['Élodie Durand', 'ÉD'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('gives every team member distinct initials', () => {
    expect(team).toHaveLength(3);
    expect(new Set(team.map((member) => initials(member.name))).size).toBe(3);
  });
});
