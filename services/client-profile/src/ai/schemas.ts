import { z } from 'zod';
import { analysisResults, dimensionKeys, matchingDimensions } from '@rapport/contracts';
import { themeKeys, type ThemeKey } from '@rapport/language';

/**
 * Output schemas of the client area's OpenAI calls, built from the contract's schemas. Every
 * field is required and no extra keys are allowed (strict structured outputs). The match
 * score is not among them: it is always the matching model's.
 */

/** How many separate statements in the answers speak to a dimension: the model's confidence. */
const statements = z.number().int().min(0).max(20);

export const clientAnalysisOutput = analysisResults.omit({ matchScore: true }).extend({
  /** Where the answers place the client, on the contract's poles. */
  dimensions: matchingDimensions,
  evidence: z.object(
    Object.fromEntries(dimensionKeys.map((k) => [k, statements])) as Record<
      (typeof dimensionKeys)[number],
      typeof statements
    >,
  ),
  /** What they want help with, by how much of the answers is about it (1-10). */
  themes: z.array(
    z.object({
      theme: z.enum(themeKeys as [ThemeKey, ...ThemeKey[]]),
      weight: z.number().int().min(1).max(10),
    }),
  ),
  /**
   * Whether any answer speaks of suicide or self-harm, in any words: a second reading beside the
   * safety library's. It can add the crisis notice, never take one away.
   */
  crisisLanguage: z.boolean(),
});
export type ClientAnalysisOutput = z.output<typeof clientAnalysisOutput>;

export const personalityProfileOutput = analysisResults.omit({ matchScore: true }).extend({
  /** The profile's paragraphs, second person, in order. */
  paragraphs: z.array(z.string()),
});
export type PersonalityProfileOutput = z.output<typeof personalityProfileOutput>;
