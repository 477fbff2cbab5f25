import { z } from 'zod';
import { limits, voiceSessionStates } from '../constants';
import { isoDateTime, text } from './fields';

const max = limits.text;

/** One answered question of a voice session. */
export const qaEntry = z.object({
  questionId: text(max.id, 'Question id'),
  question: text(max.question, 'Question'),
  answer: text(max.answer, 'Answer'),
});
/** The answers of one conversation, at most `limits.text.qaEntries`. */
export const qaList = z
  .array(qaEntry)
  .max(max.qaEntries, `At most ${max.qaEntries} answers can be sent at once`)
  // Bounds the analysis of one request to a fraction of a second (bench/max-input.ts).
  .refine(
    (list) => list.reduce((n, e) => n + e.answer.length, 0) <= max.conversation,
    `The answers together must be at most ${max.conversation} characters`,
  );
export type QaEntry = z.infer<typeof qaEntry>;

/** An answer the engine inferred from what the user said, without asking. */
export const inferredQa = z.object({
  answer: text(max.answer, 'Answer').startsWith(
    '[Inferred]',
    "Inferred answers start with '[Inferred]'",
  ),
  fullTranscript: text(max.transcript, 'Transcript'),
  reasoning: text(max.question, 'Reasoning'),
});
export type InferredQa = z.infer<typeof inferredQa>;

export const voiceSessionState = z.enum(voiceSessionStates);
export type VoiceSessionState = z.infer<typeof voiceSessionState>;

/** Spec §3 "Voice session": what save-session stores and get-session answers as sessionData. */
export const voiceSession = z.object({
  /** Absent on the first save; the server answers the new id. */
  sessionId: z.string().optional(),
  previousQA: z.array(qaEntry).default([]),
  /** Question id → inferred answer. */
  inferredQAs: z.record(z.string(), inferredQa).default({}),
  inferredQuestions: z.array(z.string()).default([]),
  sessionState: voiceSessionState.default('idle'),
  hasAnnouncedReady: z.boolean().default(false),
  /** The raw readiness value may exceed 1 (4-6 answers give 0.85-1.15); screens cap it. */
  matchButtonOpacity: z.number().min(0).default(0.3),
  canTriggerMatch: z.boolean().default(false),
  previousInferredCount: z.number().int().min(0).default(0),
  currentQuestionReason: z.string().default(''),
  /** Copies of the Q&A, sent along by the screen. */
  transcript: z.array(qaEntry).optional(),
  conversationHistory: z.array(qaEntry).optional(),
});
export type VoiceSession = z.infer<typeof voiceSession>;

/** A saved-session list item. */
export const voiceSessionSummary = z.object({
  sessionId: z.string(),
  updatedAt: isoDateTime,
  questionCount: z.number().int().min(0),
  inferredCount: z.number().int().min(0),
});
export type VoiceSessionSummary = z.infer<typeof voiceSessionSummary>;

const codeRequired = 'Please enter an invite code';

/** Spec §5: trimmed, non-empty, at most 12 characters, upper-cased on entry. */
export const inviteCode = z
  .string({ error: codeRequired })
  .trim()
  .toUpperCase()
  .min(1, codeRequired)
  .max(limits.inviteCodeMax, `Invite code must be at most ${limits.inviteCodeMax} characters`);
