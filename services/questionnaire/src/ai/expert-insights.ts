import {
  dimensionKeys,
  dimensionLabels,
  type DimensionKey,
  type InsightApplied,
  type MatchingDimensions,
} from '@rapport/contracts';
import {
  type Pole,
  type ThemeKey,
  readSignals,
  type DimensionSignal,
  type ThemeSignal,
  listOf,
} from '@rapport/language';
import { poleWords } from './style';
import type { ExpertInsight } from './therapist-engine';

/** At most this many insights are applied to one therapist. */
export const MAX_APPLIED = 4;
/** How far one applied insight moves the therapist on the dimension it speaks to. */
export const INSIGHT_NUDGE = 0.15;
/** The most all applied insights together move one dimension. */
export const MAX_NUDGE = 0.3;
/** Below this the answers are silent on a dimension; above it they lean. */
const LEAN = 0.2;

/** Which way an insight says a dimension should go. */
export interface InsightLean {
  key: DimensionKey;
  pole: Pole;
}

/** What the engine reads from an expert's insight. */
export interface InsightReading {
  themes: ThemeKey[];
  lean: InsightLean | undefined;
}

/** What the engine knows of the therapist when it weighs the insights. */
export interface TherapistReading {
  themes: ThemeSignal[];
  /** From the answers alone, before any insight. */
  dimensions: MatchingDimensions;
  evidence: DimensionSignal[];
}

/** Terms worth quoting back: 'not push' reads oddly as the therapist's own words. */
export const ownWords = (terms: string[]) => terms.filter((t) => !t.startsWith('not '));

/**
 * The insight's themes and the dimension it leans on. The matching labels in its text ("toward
 * 'The therapist takes the lead'") decide first, as the experts' engine writes them; otherwise
 * the strongest dimension its wording carries.
 */
export function readInsight(
  insight: Pick<ExpertInsight, 'insight' | 'application'>,
): InsightReading {
  const text = `${insight.insight} ${insight.application}`;
  const signals = readSignals(text);
  const themes = signals.themes.filter((t) => t.terms.length > 0).map((t) => t.key);
  const lower = text.toLowerCase();
  for (const key of dimensionKeys) {
    const { high, low } = dimensionLabels[key];
    const saysHigh = lower.includes(high.toLowerCase());
    const saysLow = lower.includes(low.toLowerCase());
    if (saysHigh !== saysLow) return { themes, lean: { key, pole: saysHigh ? 1 : -1 } };
  }
  const strongest = [...signals.dimensions]
    .filter((d) => Math.abs(d.score) >= 0.3)
    .sort((a, b) => Math.abs(b.score) - Math.abs(a.score))[0];
  return { themes, lean: strongest ? { key: strongest.key, pole: strongest.pole } : undefined };
}

type Stance = 'agrees' | 'disagrees' | 'silent';

function stanceOn(lean: InsightLean, therapist: TherapistReading): Stance {
  const value = therapist.dimensions[lean.key];
  if (Math.abs(value) < LEAN) return 'silent';
  return Math.sign(value) === lean.pole ? 'agrees' : 'disagrees';
}

export interface WeighedInsight {
  insight: ExpertInsight;
  reading: InsightReading;
  shared: ThemeSignal[];
  stance: Stance | undefined;
  score: number;
  /** Position in the input, for a stable order. */
  index: number;
}

/** How much an insight has to do with this therapist: shared themes count most. */
export function weighInsight(
  insight: ExpertInsight,
  index: number,
  therapist: TherapistReading,
): WeighedInsight {
  const reading = readInsight(insight);
  const shared = therapist.themes.filter((t) => reading.themes.includes(t.key));
  const stance = reading.lean ? stanceOn(reading.lean, therapist) : undefined;
  const score =
    shared.length * 2 + (stance === 'agrees' ? 1 : 0) - (stance === 'disagrees' ? 1 : 0);
  return { insight, reading, shared, stance, score, index };
}

/**
 * Why the insight applies, in the second person and plain words: no cue words quoted, no
 * numbers (issue 12).
 */
export function relevanceOf(w: WeighedInsight, _therapist: TherapistReading): string {
  const parts: string[] = [];
  if (w.shared.length > 0) {
    parts.push(
      `Your answers speak about ${listOf(w.shared.map((t) => t.label))}, which this insight is about.`,
    );
  }
  const lean = w.reading.lean;
  if (lean) {
    const side = (lean.pole === 1 ? poleWords[lean.key].high : poleWords[lean.key].low).style;
    const name = dimensionLabels[lean.key].name.toLowerCase();
    if (w.stance === 'agrees') parts.push(`On ${name}, your answers already point the same way.`);
    else if (w.stance === 'disagrees')
      parts.push(`On ${name}, your answers lean the other way, so your own words count first.`);
    else if (w.shared.length > 0)
      parts.push(
        `Your answers say little about ${name}, so it moves your profile toward the ${side} side.`,
      );
  }
  return parts.join(' ');
}

export interface AppliedInsights {
  applied: InsightApplied[];
  /** The position after the applied insights nudged it. */
  dimensions: MatchingDimensions;
}

const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

/**
 * The insights that apply to the therapist (a shared theme, or a dimension their answers
 * already lean on), best first, and the position they leave: each applied insight moves the
 * dimension it speaks to a little toward its pole, unless the answers say the opposite.
 */
export function applyInsights(
  insights: readonly ExpertInsight[],
  therapist: TherapistReading,
): AppliedInsights {
  const chosen = insights
    .map((insight, index) => weighInsight(insight, index, therapist))
    .filter((w) => w.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_APPLIED);

  const nudges: Record<DimensionKey, number> = {
    directiveness: 0,
    emotionalIntensity: 0,
    pastOrientation: 0,
    warmSupport: 0,
  };
  for (const w of chosen) {
    const lean = w.reading.lean;
    if (lean && w.stance !== 'disagrees') nudges[lean.key] += INSIGHT_NUDGE * lean.pole;
  }
  const dimensions = { ...therapist.dimensions };
  for (const key of dimensionKeys) {
    dimensions[key] = round(clamp(therapist.dimensions[key] + clamp(nudges[key], MAX_NUDGE), 1));
  }

  return {
    applied: chosen.map((w) => ({
      insightText: w.insight.insight,
      relevance: relevanceOf(w, therapist),
      source: w.insight.expert.trim() || 'unknown',
    })),
    dimensions,
  };
}
