import { z } from 'zod';
import { limits } from '../constants';
import { matchingDimensions } from '../matching';
import { boundedNumber, emailAddress, isoDateTime, requiredText } from './fields';

const { therapistAge: age, experienceYears: years } = limits;
export const ageMessage = `Age must be between ${age.min} and ${age.max}`;
export const experienceMessage = `Experience must be between ${years.min} and ${years.max} years`;
export const answerRequired = 'Please provide an answer before continuing';

/** Years of experience, required, 0-70. */
export const experienceYears = boundedNumber(
  years.min,
  years.max,
  experienceMessage,
  'Experience is required',
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
  questionId: requiredText('Question id is required'),
  question: z.string(),
  answer: requiredText(answerRequired),
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
});
export type TherapistProfile = z.infer<typeof therapistProfile>;

/**
 * The fields a therapist edits (spec §5 "Therapist profile edit"). Generated fields
 * (insights, description, dimensions) are the server's and are dropped if sent.
 */
export const therapistProfileInput = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: emailAddress('Email is required'),
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
