import { dimensionKeys, type DimensionKey, type MatchingDimensions } from '@rapport/contracts';
import type { ClientPreferences, DimensionConfidence, MatchConstraints } from './types';

/** What a text analysis found on one dimension. */
export interface DimensionEvidence {
  /** Balance of the evidence between the poles, -1 … 1: +1 all of it on the first-named pole. */
  score: number;
  /** How many pieces of evidence there were (lexicon hits, answers); may be fractional. */
  count: number;
  /** The client named the leading pole as a wish, in so many words (not inferred). */
  stated?: boolean;
}

export interface ThemeEvidence {
  theme: string;
  /** How much the text is about it (hits); only the order and ratios matter. */
  weight: number;
}

/** A text analysis in the model's terms, whichever engine produced it. */
export interface AnalysisEvidence {
  dimensions: Partial<Record<DimensionKey, DimensionEvidence>>;
  /** Plain names count once each, in the given order. */
  themes: (string | ThemeEvidence)[];
  constraints?: MatchConstraints;
}

/** This many pieces of evidence on a dimension give confidence 0.5; more approach 1. */
export const EVIDENCE_FOR_HALF_CONFIDENCE = 2;
/** At most this many themes: a passing mention must not dilute what the person came for. */
export const MAX_THEMES = 3;
/** A theme needs at least this share of the main theme's weight to be kept. */
export const MIN_THEME_SHARE = 0.34;

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

/**
 * Confidence grows with the amount of evidence and with how one-sided it is: mixed evidence
 * (score 0) still says something (a bit of both), but half as much as evidence that agrees.
 */
export function dimensionConfidence({ score, count }: DimensionEvidence): number {
  if (!(count > 0)) return 0;
  const amount = count / (count + EVIDENCE_FOR_HALF_CONFIDENCE);
  return amount * (0.5 + 0.5 * Math.abs(clamp(score, -1, 1)));
}

function rankThemes(themes: AnalysisEvidence['themes']): string[] {
  const entries = themes
    .map((t, i) => (typeof t === 'string' ? { theme: t, weight: 1, i } : { ...t, i }))
    .filter((t) => t.weight > 0 && t.theme.trim() !== '')
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  const top = entries[0]?.weight ?? 0;
  const kept: string[] = [];
  for (const e of entries) {
    if (kept.length === MAX_THEMES || e.weight < top * MIN_THEME_SHARE) break;
    if (!kept.includes(e.theme)) kept.push(e.theme);
  }
  return kept;
}

/**
 * A client's place on the matching model from what an analysis of their words found. Pure
 * and engine-independent: the local engine and the OpenAI provider both hand their findings here.
 */
export function clientPreferencesFromAnalysis(evidence: AnalysisEvidence): ClientPreferences {
  const dimensions = {} as MatchingDimensions;
  const confidence = {} as DimensionConfidence;
  const stated: Partial<Record<DimensionKey, boolean>> = {};
  for (const key of dimensionKeys) {
    const found = evidence.dimensions[key];
    dimensions[key] = found && found.count > 0 ? clamp(found.score, -1, 1) : 0;
    confidence[key] = found ? dimensionConfidence(found) : 0;
    if (found?.stated) stated[key] = true;
  }
  return {
    dimensions,
    confidence,
    themes: rankThemes(evidence.themes),
    ...(evidence.constraints ? { constraints: evidence.constraints } : {}),
    ...(Object.keys(stated).length > 0 ? { stated } : {}),
  };
}
