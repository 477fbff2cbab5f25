import { z } from 'zod';

/**
 * The four preference dimensions of the Cooper–Norcross Inventory of Preferences (DESIGN §6).
 * Therapists and clients are placed on the same scale, each value in [-1, 1]:
 * +1 is the first-named pole, -1 the second, 0 no preference.
 */
export const dimensionKeys = [
  'directiveness',
  'emotionalIntensity',
  'pastOrientation',
  'warmSupport',
] as const;
export type DimensionKey = (typeof dimensionKeys)[number];

const pole = z.number().min(-1).max(1);

export const matchingDimensions = z.object({
  /** +1 the therapist directs the work … -1 the client directs it. */
  directiveness: pole,
  /** +1 emotional intensity … -1 emotional reserve. */
  emotionalIntensity: pole,
  /** +1 focus on the past … -1 focus on the present. */
  pastOrientation: pole,
  /** +1 warm support … -1 focused challenge. */
  warmSupport: pole,
});
export type MatchingDimensions = z.infer<typeof matchingDimensions>;

export interface DimensionLabel {
  /** Name of the dimension as a whole. */
  name: string;
  /** The +1 pole in plain words. */
  high: string;
  /** The -1 pole in plain words. */
  low: string;
}

/** Plain-word labels, used in 'Why You'll Work Well Together' and on profiles. */
export const dimensionLabels: Record<DimensionKey, DimensionLabel> = {
  directiveness: {
    name: 'Who leads the sessions',
    high: 'The therapist takes the lead',
    low: 'You set the direction',
  },
  emotionalIntensity: {
    name: 'Emotional depth',
    high: 'Going deep into feelings',
    low: 'A calm, measured pace',
  },
  pastOrientation: {
    name: 'Focus in time',
    high: 'Exploring your past',
    low: 'Working on the here and now',
  },
  warmSupport: {
    name: 'Support or challenge',
    high: 'Warm, gentle support',
    low: 'Focused, direct challenge',
  },
};

/** What a recommendation reason refers to: one of the dimensions, or specialty fit. */
export const matchReasonDimension = z.enum([...dimensionKeys, 'specialty']);
export type MatchReasonDimension = z.infer<typeof matchReasonDimension>;
