import { z } from 'zod';
import { limits, ttsTones, voiceDefaults } from './constants';
import { crisisNotice, qaList, text } from './entities';

/**
 * Frames of the voice socket WS /ws/natural-matchmaker (spec §7, DESIGN §7). Every frame is
 * one JSON object `{ type, ...fields }`.
 */

/** Base64 audio no larger than one append (131072 bytes decoded). */
const base64Audio = z
  .base64('Audio must be base64')
  .max(Math.ceil(limits.audioAppendLimitBytes / 3) * 4, 'Audio chunk too large');

export const ttsTone = z.enum(ttsTones);
export type TtsTone = z.infer<typeof ttsTone>;

/** The assistant's next question, with why it is asked ('Question Reasoning'). */
export const therapeuticResponse = z.object({
  questionId: z.string(),
  spokenText: z.string(),
  reasonForQuestion: z.string(),
});
export type TherapeuticResponse = z.infer<typeof therapeuticResponse>;

const frame = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape });

/** Browser → server. */
export const voiceClientMessage = z.discriminatedUnion('type', [
  frame('init-session', {
    token: z.string().optional(),
    /** The spec's client sends the auth token here. */
    userId: z.string().optional(),
    /**
     * The Natural Matchmaker access token from the invite gate; needed unless the signed-in
     * caller redeemed an invite (the matchmaker decides before any session exists).
     */
    inviteToken: z
      .string()
      .max(
        limits.inviteTokenMax,
        `Invite token must be at most ${limits.inviteTokenMax} characters`,
      )
      .optional(),
    previousQA: qaList.default([]),
    inferredQuestionIds: z
      .array(text(limits.text.id, 'Question id'))
      .max(limits.text.qaEntries, `At most ${limits.text.qaEntries} question ids`)
      .default([]),
    /** A saved session being continued. */
    sessionId: z.string().optional(),
  }),
  frame('start-listening', {}),
  /** Ends the user's turn. */
  frame('stop-listening', {}),
  frame('audio-chunk', { audio: base64Audio, mimeType: z.string().optional() }),
  /** A typed turn, or one recognised by the browser's own speech recognition. */
  frame('user-text', {
    text: z
      .string()
      .trim()
      .min(1, 'Text is required')
      .max(limits.text.answer, `Text must be at most ${limits.text.answer} characters`),
  }),
  frame('tts', {
    text: z
      .string()
      .min(1, 'Text is required')
      .max(limits.text.tts, `Text must be at most ${limits.text.tts} characters`),
    voice: z.string().default(voiceDefaults.voice),
    tone: ttsTone.default(voiceDefaults.tone),
  }),
]);
export type VoiceClientMessage = z.infer<typeof voiceClientMessage>;
export type VoiceClientMessageInput = z.input<typeof voiceClientMessage>;

/** Server → browser. */
export const voiceServerMessage = z.discriminatedUnion('type', [
  frame('session-ready', {
    sessionId: z.string(),
    greeting: z.string(),
    question: therapeuticResponse.optional(),
  }),
  frame('listening-ready', {}),
  frame('transcript', {
    role: z.enum(['user', 'assistant']),
    text: z.string(),
    /** False for interim text that will be replaced. */
    final: z.boolean(),
  }),
  frame('analysis-complete', {
    /** What the user said this turn. */
    transcript: z.string(),
    emotion: z.string(),
    /** Null when there is no next question: the loop ends to idle. */
    therapeuticResponse: therapeuticResponse.nullable(),
    inference: z.object({
      /** Question id → inferred answer text. */
      inferredAnswers: z.record(z.string(), z.string()),
      /** Question id → the part of the transcript it was inferred from. */
      inferenceMapping: z.record(z.string(), z.string()),
    }),
    questionsForAnalysis: z.array(z.object({ id: z.string(), text: z.string() })),
    /** Inferred answers so far in this session (7 enables matching). */
    inferredCount: z.number().int().min(0),
  }),
  frame('tts-audio-start', { text: z.string(), tone: ttsTone, mimeType: z.string() }),
  frame('tts-audio-chunk', { audio: base64Audio }),
  frame('tts-audio-complete', {}),
  frame('session-complete', { message: z.string() }),
  frame('crisis', { crisisNotice }),
  frame('error', { message: z.string(), code: z.string() }),
]);
export type VoiceServerMessage = z.infer<typeof voiceServerMessage>;

export type VoiceClientMessageType = VoiceClientMessage['type'];
export type VoiceServerMessageType = VoiceServerMessage['type'];
/** One server frame of the given type. */
export type VoiceServerFrame<T extends VoiceServerMessageType> = Extract<
  VoiceServerMessage,
  { type: T }
>;
