import { z } from 'zod';
import { matchReasonDimension } from '../matching';
import { formMessages, limits, matchPassReasons } from '../constants';
import { isoDateTime, matchScore } from './fields';

/** Spec §3 "Therapist (assessment and voice flow)". */
export const therapistCard = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  experience: z.number(),
  /** The therapist's approach. */
  style: z.string(),
  tags: z.array(z.string()),
});
export type TherapistCard = z.infer<typeof therapistCard>;

export const scoredTherapist = therapistCard.extend({ matchScore });
export type ScoredTherapist = z.infer<typeof scoredTherapist>;

/** One line of 'Why You'll Work Well Together': a dimension that drove the score. */
export const matchReason = z.object({
  dimension: matchReasonDimension,
  /** Plain-word label, e.g. 'Warm, gentle support'. */
  label: z.string(),
  explanation: z.string(),
});
export type MatchReason = z.infer<typeof matchReason>;

/** Crisis resources shown at once when client text contains crisis language (DESIGN §6). */
export const crisisNotice = z.object({
  flagged: z.literal(true),
  message: z.string(),
  resources: z.array(z.object({ name: z.string(), contact: z.string(), description: z.string() })),
});
export type CrisisNotice = z.infer<typeof crisisNotice>;

/** The written assessment's recommendation. */
export const recommendation = z.object({
  therapist: therapistCard,
  matchScore,
  reasons: z.array(matchReason),
  /** Plain text for 'Why You'll Work Well Together'. */
  matchReasoning: z.string(),
  /** The next-best therapists with their scores, at most 3; the recommended one is not repeated. */
  alternatives: z.array(scoredTherapist).max(3),
  crisis: crisisNotice.optional(),
});
export type Recommendation = z.infer<typeof recommendation>;

/** The voice flow's recommendation: the therapist's card fields flattened (spec §3). */
export const voiceRecommendation = therapistCard.extend({
  matchScore,
  reasons: z.array(matchReason),
  matchReasoning: z.string(),
  alternatives: z.array(scoredTherapist).max(3),
});
export type VoiceRecommendation = z.infer<typeof voiceRecommendation>;

/** Why a client asked for another match; it down-weights similar therapists next time. */
export const matchPassReason = z.enum(matchPassReasons, {
  error: formMessages.matchPassReasonRequired,
});
export type MatchPassReason = z.infer<typeof matchPassReason>;

/** 'Try Another Match': the reason, and an optional note in the client's words. */
export const matchPassInput = z.object({
  reason: matchPassReason,
  note: z
    .string()
    .trim()
    .max(limits.matchPassNoteMax, formMessages.matchPassNoteTooLong)
    .optional(),
});
export type MatchPassInput = z.infer<typeof matchPassInput>;

/** A therapist the client passed on, and why. */
export const matchPass = z.object({
  therapistId: z.string(),
  therapistName: z.string(),
  reason: matchPassReason,
  note: z.string().optional(),
  at: isoDateTime,
});
export type MatchPass = z.infer<typeof matchPass>;

/**
 * The match kept on the client's profile: the latest recommendation with its reasons and
 * alternatives, and the therapists passed on so far (they are not suggested again).
 */
export const keptMatch = z.object({
  recommendation: recommendation.omit({ crisis: true }),
  recommendedAt: isoDateTime,
  /** Oldest first. */
  passed: z.array(matchPass),
});
export type KeptMatch = z.infer<typeof keptMatch>;
