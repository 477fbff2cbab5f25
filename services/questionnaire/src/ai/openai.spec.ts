import { asParagraphs, checkInsights } from './openai';

describe('asParagraphs', () => {
  it.each<[string, string]>([
    ['One.\n\nTwo.', 'One.\n\nTwo.'],
    ['One.\nTwo.\r\nThree.', 'One.\n\nTwo.\n\nThree.'],
    ['  One.\n \n\n Two.  ', 'One.\n\nTwo.'],
  ])('%j → %j', (input, output) => {
    expect(asParagraphs(input)).toBe(output);
  });
});

describe('checkInsights', () => {
  const given = [
    { insight: 'Trauma needs pacing.', application: 'a', expert: 'Maya' },
    { insight: 'Grief needs warmth.', application: 'b', expert: 'Daniel' },
  ];

  it('takes the source from the insight given, whatever the model wrote', () => {
    expect(
      checkInsights(
        [{ insightText: ' trauma needs  pacing. ', relevance: 'r', source: 'Daniel' }],
        given,
      ),
    ).toEqual([{ insightText: 'trauma needs  pacing.', relevance: 'r', source: 'Maya' }]);
  });

  it("keeps a named expert for a reworded insight, else 'unknown'", () => {
    const out = checkInsights(
      [
        { insightText: 'Grief calls for warmth.', relevance: '', source: 'daniel' },
        { insightText: 'Something new.', relevance: '', source: 'Dr. Who' },
      ],
      given,
    );
    expect(out.map((i) => i.source)).toEqual(['Daniel', 'unknown']);
  });
});
