import { z } from 'zod';
import { dimensionKeys } from '@rapport/contracts';
import { emotions } from './conversation-engine';

/**
 * What the openai provider asks the model for. Every field is required and nothing else is
 * allowed (strict structured outputs); ranges are checked in code, not in the schema.
 */
export const turnAnswer = z.object({
  emotion: z.enum(emotions),
  inferences: z.array(
    z.object({
      questionId: z.string(),
      answer: z.string(),
      source: z.string(),
      reasoning: z.string(),
    }),
  ),
  nextQuestionId: z.string().nullable(),
  reasonForQuestion: z.string(),
  reflection: z.string(),
  crisisLanguage: z.boolean(),
});

export const summaryAnswer = z.object({ summary: z.string() });

export const assessmentAnswer = z.object({
  dimensions: z.array(
    z.object({ dimension: z.enum(dimensionKeys), score: z.number(), count: z.number() }),
  ),
  themes: z.array(z.object({ theme: z.string(), weight: z.number() })),
});
