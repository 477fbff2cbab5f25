import { z } from 'zod';
import { matchingDimensions } from '../matching';
import { isoDateTime, matchScore } from './fields';
import { keptMatch } from './recommendation';

/** Spec §3 "Assessment question": an expert's client-audience question. */
export const assessmentQuestion = z.object({
  id: z.string(),
  text: z.string(),
  reasoning: z.string(),
  source: z.object({ therapist: z.string() }).optional(),
  originalId: z.string().optional(),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestion>;

/** Tags, summary and match score (0-100) of a client's answers. */
export const analysisResults = z.object({
  tags: z.array(z.string()),
  summary: z.string(),
  matchScore,
});
export type AnalysisResults = z.infer<typeof analysisResults>;

/** Spec §3 "Client profile". Absent parts have not been generated yet. */
export const clientProfile = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  responses: z.array(
    z.object({ questionId: z.string().optional(), question: z.string(), answer: z.string() }),
  ),
  analysisResults: analysisResults.optional(),
  /** Generated text; paragraphs split at blank lines. */
  personalityProfile: z.string().optional(),
  dimensions: matchingDimensions.optional(),
  /** 'Your match' on the dashboard: absent until the assessment recommended a therapist. */
  match: keptMatch.optional(),
});
export type ClientProfile = z.infer<typeof clientProfile>;
