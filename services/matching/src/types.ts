import type { DimensionKey, MatchingDimensions, TherapistCard } from '@rapport/contracts';

/** How strongly the client's words expressed a preference on each dimension: 0 (not at all) … 1. */
export type DimensionConfidence = Record<DimensionKey, number>;

/** Practical limits a client set; missing means no limit. */
export interface MatchConstraints {
  minExperience?: number;
  maxExperience?: number;
}

/** Where a client stands (DESIGN §6): what they want on the four dimensions and what they need help with. */
export interface ClientPreferences {
  /** Each in [-1, 1] on the contract's poles; 0 is no preference. */
  dimensions: MatchingDimensions;
  /** Per dimension, 0 … 1. A dimension with confidence 0 does not move the ranking. */
  confidence: DimensionConfidence;
  /** What they need help with, most important first ('anxiety', 'grief', …). */
  themes: string[];
  constraints?: MatchConstraints;
  /**
   * Dimensions on which the client literally asked for the pole they lean to ("I want someone
   * gentle"); the others were inferred (from a negation, a contrast, their story), and the texts
   * say "your answers suggest" rather than "you asked for". Missing: nothing was asked literally.
   */
  stated?: Partial<Record<DimensionKey, boolean>>;
}

/** A therapist in the directory, placed on the same dimensions as clients. */
export interface TherapistPosition extends TherapistCard {
  dimensions: MatchingDimensions;
  /** Themes the therapist works with ('trauma', 'relationships', …); the specialty and tags count too. */
  themes: string[];
}
