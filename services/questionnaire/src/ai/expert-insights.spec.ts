import type { MatchingDimensions } from '@rapport/contracts';
import { readSignals } from '@rapport/language';
import {
  INSIGHT_NUDGE,
  MAX_APPLIED,
  MAX_NUDGE,
  applyInsights,
  readInsight,
  type TherapistReading,
} from './expert-insights';
import type { ExpertInsight } from './therapist-engine';

const neutral: MatchingDimensions = {
  directiveness: 0,
  emotionalIntensity: 0,
  pastOrientation: 0,
  warmSupport: 0,
};

function therapist(text: string, dimensions: Partial<MatchingDimensions> = {}): TherapistReading {
  const signals = readSignals(text);
  return {
    themes: signals.themes.filter((t) => t.terms.length > 0),
    dimensions: { ...neutral, ...dimensions },
    evidence: signals.dimensions,
  };
}

const traumaPacing: ExpertInsight = {
  insight: 'With trauma, clients need to set the direction themselves.',
  application:
    'Lean \'Who leads the sessions\' toward "You set the direction" for clients who raise trauma.',
  expert: 'Maya',
};
const griefWarmth: ExpertInsight = {
  insight: 'Warm, gentle support is what lets grieving clients open up.',
  application: 'Rank warm therapists higher for clients who raise grief.',
  expert: 'Daniel',
};
const panicStructure: ExpertInsight = {
  insight: 'With panic attacks, clients do best when the therapist takes the lead.',
  application: 'Lean \'Who leads the sessions\' toward "The therapist takes the lead".',
  expert: 'Daniel',
};

describe('readInsight', () => {
  it('reads the lean from the matching labels the experts engine writes', () => {
    expect(readInsight(traumaPacing)).toEqual({
      themes: ['trauma'],
      lean: { key: 'directiveness', pole: -1 },
    });
    expect(readInsight(panicStructure).lean).toEqual({ key: 'directiveness', pole: 1 });
  });

  it('falls back to the wording of the insight', () => {
    expect(readInsight(griefWarmth)).toMatchObject({
      themes: ['grief'],
      lean: { key: 'warmSupport', pole: 1 },
    });
  });

  it('finds no lean in an insight about a theme only', () => {
    expect(readInsight({ insight: 'Grief is common.', application: '' }).lean).toBeUndefined();
  });
});

describe('applyInsights', () => {
  it('applies the insights that share a theme, with their expert as source', () => {
    const t = therapist('I work with trauma survivors after abuse.');
    const { applied } = applyInsights([griefWarmth, traumaPacing, panicStructure], t);
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ insightText: traumaPacing.insight, source: 'Maya' });
    expect(applied[0]?.relevance).toContain('Your answers speak about trauma, which');
    // Plain words for the therapist: no quoted cue words (issue 12).
    expect(applied[0]?.relevance).not.toMatch(/'/);
  });

  it('nudges a dimension the answers are silent on toward the insight', () => {
    const { dimensions } = applyInsights([traumaPacing], therapist('Trauma work is my focus.'));
    expect(dimensions.directiveness).toBe(-INSIGHT_NUDGE);
    expect(dimensions.warmSupport).toBe(0);
  });

  it('strengthens a leaning the answers share, and never pushes past the cap or 1', () => {
    const t = therapist('Trauma, trauma, abuse. I follow the client.', { directiveness: -0.9 });
    const twice = [traumaPacing, { ...traumaPacing, expert: 'Daniel' }, { ...traumaPacing }];
    const { dimensions, applied } = applyInsights(twice, t);
    expect(applied).toHaveLength(3);
    expect(dimensions.directiveness).toBe(-1);
    const mild = applyInsights(twice, therapist('Trauma.', { directiveness: -0.3 }));
    expect(mild.dimensions.directiveness).toBe(-0.3 - MAX_NUDGE);
  });

  it('leaves a dimension alone when the answers say the opposite', () => {
    const t = therapist('Panic and anxiety, with homework and structure.', { directiveness: -0.6 });
    const { dimensions, applied } = applyInsights([panicStructure], t);
    expect(dimensions.directiveness).toBe(-0.6);
    expect(applied[0]?.relevance).toContain('lean the other way');
  });

  it('applies an insight about how they work even without a shared theme', () => {
    const t = therapist('I am warm and gentle with everyone.', { warmSupport: 0.7 });
    const { applied } = applyInsights([griefWarmth], t);
    expect(applied[0]?.relevance).toBe(
      'On support or challenge, your answers already point the same way.',
    );
  });

  it(`applies at most ${MAX_APPLIED}, the most relevant first, 'unknown' without an expert`, () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      ...traumaPacing,
      expert: i === 0 ? ' ' : `E${i}`,
    }));
    const { applied } = applyInsights(many, therapist('Trauma and abuse.'));
    expect(applied.map((a) => a.source)).toEqual(['unknown', 'E1', 'E2', 'E3']);
  });
});
