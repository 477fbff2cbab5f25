import { z } from 'zod';
import { audiences } from '../constants';
import { isoDateTime } from './fields';

/** Spec §3 audience values. */
export const audience = z.enum(audiences);
export type Audience = z.infer<typeof audience>;

/** 'YYYY-MM-DD HH:MM:SS', the contribution timestamp as the screens show it. */
export const contributionTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "Timestamp must be 'YYYY-MM-DD HH:MM:SS'");

/** A question as stored: audience is always client or therapist after a save. */
export const question = z.object({
  _id: z.string(),
  question: z.string(),
  reasoning: z.string(),
  audience,
  /**
   * The expert's sentence the item was built from, shown on the review screen. Optional: items
   * stored before it existed, and items an expert writes by hand, have none.
   */
  source: z.string().optional(),
});
export type Question = z.infer<typeof question>;

/**
 * A question as sent in or as freshly processed: the server assigns missing ids, and any
 * audience other than client or therapist (or none) shows as 'Other' and is saved as client.
 */
export const questionInput = z.object({
  _id: z.string().optional(),
  question: z.string(),
  reasoning: z.string().default(''),
  audience: z.string().optional(),
  source: z.string().optional(),
});
export type QuestionInput = z.infer<typeof questionInput>;

/** Spec §3 "Insight (analysis entry)". */
export const insight = z.object({
  _id: z.string(),
  insight: z.string(),
  application: z.string(),
  /**
   * The expert's sentence the item was built from, shown on the review screen. Optional: items
   * stored before it existed, and items an expert writes by hand, have none.
   */
  source: z.string().optional(),
});
export type Insight = z.infer<typeof insight>;

export const insightInput = insight.extend({
  _id: z.string().optional(),
  application: z.string().default(''),
});
export type InsightInput = z.infer<typeof insightInput>;

/** What processing (or refining) an expert's raw thoughts produces, before it is saved. */
export const processedInput = z.object({
  summary: z.string(),
  questions: z.array(questionInput),
  analysis: z.array(insightInput),
});
export type ProcessedInput = z.infer<typeof processedInput>;

/** Spec §3 "Processed contribution", as stored and answered. */
export const contribution = z.object({
  id: z.string(),
  therapistName: z.string(),
  timestamp: contributionTimestamp,
  /** Set on every edit, removal or conversion. */
  lastEdited: isoDateTime.optional(),
  summary: z.string(),
  questions: z.array(question),
  analysis: z.array(insight),
  deletedQuestionIds: z.array(z.string()),
  deletedInsightIds: z.array(z.string()),
});
export type Contribution = z.infer<typeof contribution>;

/**
 * A contribution as the editor sends it back. The path names the contribution, so id,
 * therapistName and timestamp are informative only; the server sets lastEdited.
 */
export const contributionInput = z.object({
  id: z.string().optional(),
  therapistName: z.string().optional(),
  timestamp: z.string().optional(),
  lastEdited: z.string().optional(),
  summary: z.string(),
  questions: z.array(questionInput),
  analysis: z.array(insightInput),
  deletedQuestionIds: z.array(z.string()).default([]),
  deletedInsightIds: z.array(z.string()).default([]),
});
export type ContributionInput = z.infer<typeof contributionInput>;

/** Spec §3 "Previous input list item". */
export const previousInput = z.object({
  id: z.string(),
  timestamp: contributionTimestamp,
  summary: z.string(),
  questionCount: z.number().int().min(0),
  insightCount: z.number().int().min(0),
});
export type PreviousInput = z.infer<typeof previousInput>;
