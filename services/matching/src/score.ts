import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import { canonicalTheme, themesInText } from './themes';
import type { ClientPreferences, MatchConstraints, TherapistPosition } from './types';

/**
 * The score's parts and their shares of 100 points (DESIGN §6). How a client wants to be
 * worked with matters most; what the therapist specialises in next; years of practice only
 * nudge. Change them here and the spec tables show what moves.
 */
export const DIMENSION_WEIGHT = 0.7;
export const SPECIALTY_WEIGHT = 0.25;
export const EXPERIENCE_WEIGHT = 0.05;

/** Shares of the score; they should add up to 1. */
export interface ScoreWeights {
  dimensions: number;
  specialty: number;
  experience: number;
}

export const DEFAULT_WEIGHTS: Readonly<ScoreWeights> = {
  dimensions: DIMENSION_WEIGHT,
  specialty: SPECIALTY_WEIGHT,
  experience: EXPERIENCE_WEIGHT,
};

/**
 * What a part scores when the client told us nothing about it. A dimension's similarity is
 * blended towards this by (1 - confidence), so an unexpressed preference gives every
 * therapist the same points and cannot change the ranking, and a weakly expressed one moves
 * it only a little. 0.5 is "as likely a good fit as not".
 */
export const NEUTRAL_FIT = 0.5;

/** Themes further down the client's list count less: weight 1, 1/2, 1/3, … */
const themeWeight = (rank: number) => 1 / (rank + 1);

/** Years of practice after which more experience adds nothing (when the client set no limits). */
export const EXPERIENCE_SATURATION_YEARS = 10;
/** Years outside a client's limit at which experience fit reaches 0. */
export const EXPERIENCE_TOLERANCE_YEARS = 10;

export interface DimensionComponent {
  /** 1 - |client - therapist| / 2: 1 same position, 0 opposite poles. */
  similarity: number;
  confidence: number;
  /** Similarity blended with NEUTRAL_FIT by confidence. */
  fit: number;
  /** Points (of 100) this dimension adds beyond a no-information match; negative when it costs. */
  points: number;
}

export interface MatchComponents {
  dimensions: Record<DimensionKey, DimensionComponent>;
  /** 0 … 1: the client's themes, weighted by rank, that the therapist works with. */
  specialty: { fit: number; matched: string[]; points: number };
  experience: { fit: number; points: number };
}

export interface ScoredMatch {
  /** 0 … 100, rounded: what the client sees. */
  score: number;
  /** Unrounded, for ordering. */
  exact: number;
  components: MatchComponents;
}

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

/** Canonical themes a therapist works with: listed themes plus those named in specialty and tags. */
export function therapistThemes(
  t: Pick<TherapistPosition, 'themes' | 'specialty' | 'tags'>,
): string[] {
  return [...new Set([...t.themes.map(canonicalTheme), ...themesInText([t.specialty, ...t.tags])])];
}

export function specialtyFit(
  clientThemes: string[],
  therapist: Pick<TherapistPosition, 'themes' | 'specialty' | 'tags'>,
): { fit: number; matched: string[] } {
  const wanted = [...new Set(clientThemes.map(canonicalTheme))];
  if (wanted.length === 0) return { fit: NEUTRAL_FIT, matched: [] };
  const offered = new Set(therapistThemes(therapist));
  const matched = wanted.filter((t) => offered.has(t));
  const total = wanted.reduce((sum, _t, i) => sum + themeWeight(i), 0);
  const hit = wanted.reduce((sum, t, i) => sum + (offered.has(t) ? themeWeight(i) : 0), 0);
  return { fit: hit / total, matched };
}

export function experienceFit(years: number, constraints: MatchConstraints = {}): number {
  const { minExperience, maxExperience } = constraints;
  if (minExperience === undefined && maxExperience === undefined) {
    return clamp(years / EXPERIENCE_SATURATION_YEARS, 0, 1);
  }
  const below = minExperience !== undefined ? Math.max(0, minExperience - years) : 0;
  const above = maxExperience !== undefined ? Math.max(0, years - maxExperience) : 0;
  return clamp(1 - (below + above) / EXPERIENCE_TOLERANCE_YEARS, 0, 1);
}

/**
 * How well a therapist fits a client, 0-100, with every part that made the score. Other
 * weights are for studying the model (the evaluation's ablations); the product uses the defaults.
 */
export function scoreMatch(
  client: ClientPreferences,
  therapist: TherapistPosition,
  weights: Readonly<ScoreWeights> = DEFAULT_WEIGHTS,
): ScoredMatch {
  const perDimension = (weights.dimensions * 100) / dimensionKeys.length;
  const dimensions = {} as Record<DimensionKey, DimensionComponent>;
  let dimensionFit = 0;
  for (const key of dimensionKeys) {
    const c = clamp(client.dimensions[key], -1, 1);
    const t = clamp(therapist.dimensions[key], -1, 1);
    const confidence = clamp(client.confidence[key], 0, 1);
    const similarity = 1 - Math.abs(c - t) / 2;
    const fit = confidence * similarity + (1 - confidence) * NEUTRAL_FIT;
    dimensions[key] = { similarity, confidence, fit, points: perDimension * (fit - NEUTRAL_FIT) };
    dimensionFit += fit / dimensionKeys.length;
  }
  const specialty = specialtyFit(client.themes, therapist);
  const experience = experienceFit(therapist.experience, client.constraints);
  const exact =
    100 *
    (weights.dimensions * dimensionFit +
      weights.specialty * specialty.fit +
      weights.experience * experience);
  return {
    score: clamp(Math.round(exact), 0, 100),
    exact,
    components: {
      dimensions,
      specialty: { ...specialty, points: weights.specialty * 100 * (specialty.fit - NEUTRAL_FIT) },
      experience: {
        fit: experience,
        points: weights.experience * 100 * (experience - NEUTRAL_FIT),
      },
    },
  };
}
