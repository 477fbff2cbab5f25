import { buildInsights, mainTopic } from './insight-builder';
import { readSignals } from '@rapport/language';

describe('buildInsights', () => {
  it.each([
    [
      'Anxious clients want practical tools and homework for panic attacks.',
      'Lean \'Who leads the sessions\' toward "The therapist takes the lead"',
    ],
    [
      'With grief, let them set the pace and choose what to talk about.',
      'Lean \'Who leads the sessions\' toward "You set the direction"',
    ],
    [
      'Trauma survivors need warm, gentle, validating support.',
      'Lean \'Support or challenge\' toward "Warm, gentle support"',
    ],
    [
      'People with addiction need direct challenge and honest feedback.',
      'Lean \'Support or challenge\' toward "Focused, direct challenge"',
    ],
  ])('ties %s to the dimension it leans on', (text, application) => {
    const insights = buildInsights(readSignals(text));
    expect(insights[0]?.application).toContain(application);
    expect(insights.every((i) => i.insight.length > 0 && i.application.length > 0)).toBe(true);
  });

  it('adds a specialty insight for a theme', () => {
    const insights = buildInsights(readSignals('Panic attacks and constant worry bring them in.'));
    expect(insights).toContainEqual(
      expect.objectContaining({ insight: expect.stringContaining('Anxiety is a core concern') }),
    );
  });

  it('respects the maximum', () => {
    const text =
      'Trauma and grief need warm support, a calm pace, exploring childhood, and letting them set the pace.';
    expect(buildInsights(readSignals(text), { max: 2 })).toHaveLength(2);
  });

  it('always says something, even about unrecognised thoughts', () => {
    expect(buildInsights(readSignals('Gardening metaphors resonate.'))).toHaveLength(1);
  });
});

describe('mainTopic', () => {
  it.each([
    ['Childhood trauma shapes everything.', 'childhood trauma'],
    ['Gardening metaphors resonate.', 'gardening metaphors'],
    ['Yes.', 'these concerns'],
  ])('%s → %s', (text, topic) => {
    expect(mainTopic(readSignals(text))).toBe(topic);
  });
});
