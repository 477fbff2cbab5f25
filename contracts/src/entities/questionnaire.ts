import { z } from 'zod';
import { formMessages, limits, therapistReviewStatuses } from '../constants';
import { matchingDimensions } from '../matching';
import {
  boundedNumber,
  emailAddress,
  isoDateTime,
  personName,
  requiredText,
  text,
  tooLong,
} from './fields';

const { therapistAge: age, experienceYears: years } = limits;
export const ageMessage = formMessages.ageRange;
export const experienceMessage = formMessages.experienceRange;
export const answerRequired = formMessages.answerRequired;

/** Years of experience, required, 0-70. */
export const experienceYears = boundedNumber(
  years.min,
  years.max,
  experienceMessage,
  formMessages.experienceRequired,
);
/** Therapist age, 18-100 when given. */
export const therapistAge = boundedNumber(age.min, age.max, ageMessage);

/** Spec §3 "Therapist questionnaire question": an expert's therapist-audience question. */
export const therapistQuestion = z.object({
  id: z.string(),
  text: z.string(),
  reasoning: z.string(),
  /** The contributing expert's name. */
  source: z.object({ therapist: z.string() }),
});
export type TherapistQuestion = z.infer<typeof therapistQuestion>;

/** Spec §3 "Questionnaire response", as submitted. */
export const questionnaireResponse = z.object({
  questionId: requiredText('Question id is required').max(
    limits.text.id,
    tooLong('Question id', limits.text.id),
  ),
  question: text(limits.text.question, 'Question'),
  answer: requiredText(answerRequired).max(
    limits.text.answer,
    tooLong('Answer', limits.text.answer),
  ),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;

/** A stored questionnaire response, as the portal's Questions tab lists it. */
export const storedResponse = z.object({
  id: z.string(),
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
  timestamp: isoDateTime,
  tags: z.array(z.string()),
});
export type StoredResponse = z.infer<typeof storedResponse>;

/** An expert insight applied to a therapist's profile. */
export const insightApplied = z.object({
  insightText: z.string(),
  /** Why the insight applies to this therapist. */
  relevance: z.string(),
  /** An expert's name, or 'unknown'. */
  source: z.string(),
});
export type InsightApplied = z.infer<typeof insightApplied>;

export const therapistReviewStatus = z.enum(therapistReviewStatuses);
export type TherapistReviewStatus = z.infer<typeof therapistReviewStatus>;

/**
 * Where the review of a therapist's profile stands. A new profile is pending; only an
 * approved one is recommended or listed to clients. A rejection carries the admin's reason.
 */
export const therapistReview = z.object({
  status: therapistReviewStatus,
  /** Only with 'rejected': why, in the admin's words, for the therapist to read. */
  reason: z.string().optional(),
  /** When an admin decided (absent while pending). */
  decidedAt: isoDateTime.optional(),
});
export type TherapistReview = z.infer<typeof therapistReview>;

/** Spec §3 "Therapist profile", as stored and answered. */
export const therapistProfile = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  experience: z.number(),
  specialty: z.string().optional(),
  bio: z.string().optional(),
  address: z.string().optional(),
  insightsApplied: z.array(insightApplied).default([]),
  analysisDetails: z.string().optional(),
  /** 'Your Therapeutic Style' text; paragraphs split at blank lines. */
  userFriendlyDescription: z.string().optional(),
  descriptionGenerated: z.boolean().optional(),
  dimensions: matchingDimensions.optional(),
  /** The vetting status the therapist's dashboard shows ('Your profile is under review'). */
  review: therapistReview.optional(),
});
export type TherapistProfile = z.infer<typeof therapistProfile>;

/**
 * The fields a therapist edits (spec §5 "Therapist profile edit"). Generated fields
 * (insights, description, dimensions) are the server's and are dropped if sent.
 */
export const therapistProfileInput = z.object({
  firstName: personName(formMessages.firstNameRequired),
  lastName: personName(formMessages.lastNameRequired),
  email: emailAddress(formMessages.emailRequired),
  experience: experienceYears,
  phone: z.string().trim().optional(),
  specialty: z.string().trim().optional(),
  bio: z.string().trim().optional(),
  address: z.string().trim().optional(),
});
export type TherapistProfileInput = z.infer<typeof therapistProfileInput>;

/** Spec §3 "Questionnaire result therapist": the 'Profile Created!' screen. */
export const questionnaireResultTherapist = z.object({
  name: z.string(),
  experience: z.number(),
  specialty: z.string(),
  style: z.string(),
  tags: z.array(z.string()),
  insightsApplied: z.array(insightApplied),
  /** 'Your Therapeutic Approach'; paragraphs split at blank lines. */
  description: z.string(),
  dimensions: matchingDimensions,
});
export type QuestionnaireResultTherapist = z.infer<typeof questionnaireResultTherapist>;
