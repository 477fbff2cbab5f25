import { goals, onePagerFundUse, pitchFundUse, raiseAmount } from './investorContent';

describe('investor figures (spec §9)', () => {
  it.each([
    ['pitch', pitchFundUse, [30, 30, 30, 10]],
    ['one-pager', onePagerFundUse, [30, 30, 15, 15, 10]],
  ] as const)('%s use of funds splits %p and adds up to 100%%', (_page, uses, percents) => {
    expect(uses.map((use) => use.percent)).toEqual(percents);
    expect(uses.reduce((sum, use) => sum + use.percent, 0)).toBe(100);
  });

  it('names the pitch categories as the spec does', () => {
    expect(pitchFundUse.map((use) => use.label)).toEqual([
      'Product',
      'Operations',
      'Growth',
      'Compliance',
    ]);
  });

  it('seeks $500K towards $2M ARR and Series A readiness in 12 months', () => {
    expect(raiseAmount).toBe('$500K');
    expect(goals.map((goal) => `${goal.value} ${goal.label}`)).toEqual([
      '$2M annual recurring revenue within 12 months',
      'Series A readiness within 12 months',
    ]);
  });
});
