import { z } from 'zod';
import { insight, question } from '@rapport/contracts';

/**
 * Output schemas of the engine, derived from the contract entities. Every field is required
 * and no extra keys are allowed, which is what OpenAI's strict structured outputs demand: the
 * contract's optional `source` (the expert's sentence an item came from) is required here.
 */
const source = z.string().describe("The expert's own sentence this item was built from, verbatim");
export const generatedQuestion = question.omit({ _id: true }).extend({ source });
export const generatedInsight = insight.omit({ _id: true }).extend({ source });

export const generatedProcessedInput = z.object({
  summary: z.string(),
  questions: z.array(generatedQuestion),
  analysis: z.array(generatedInsight),
});
