import { z } from 'zod';
import {
  inferredQa,
  limits,
  qaEntry,
  therapeuticResponse,
  voiceSessionState,
  type InferredQa,
  type QaEntry,
  type VoiceSession,
} from '@rapport/contracts';
import type { ConversationTurn, NextQuestion } from '../ai/conversation-engine';
import { canTriggerMatch, matchButtonOpacity } from './readiness';

/**
 * A voice session while it runs, kept in Redis so any replica can serve its next frame
 * (DESIGN §7). Parsed on every read: Redis is outside the process.
 */
export const liveSession = z.object({
  sessionId: z.string(),
  /** The signed-in caller who owns it; anonymous sessions are never saved. */
  ownerId: z.string().optional(),
  previousQA: z.array(qaEntry),
  inferredQAs: z.record(z.string(), inferredQa),
  /** Inferred question ids, including ones a continued session brought without answers. */
  inferredQuestions: z.array(z.string()),
  /** Questions asked out loud so far. */
  askedIds: z.array(z.string()),
  /** The question the next turn answers. */
  currentQuestion: therapeuticResponse.extend({ question: z.string() }).nullable(),
  greeting: z.string(),
  state: voiceSessionState,
  /** User turns so far. */
  turn: z.number().int().min(0),
  /** Crisis language was heard: matching waits until the person has seen the resources. */
  crisis: z.boolean(),
  announcedReady: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LiveSession = z.infer<typeof liveSession>;

export function newLiveSession(input: {
  sessionId: string;
  ownerId?: string | undefined;
  previousQA?: QaEntry[];
  inferredQAs?: Record<string, InferredQa>;
  inferredQuestions?: string[];
  currentQuestionReason?: string;
  now: Date;
}): LiveSession {
  const previousQA = input.previousQA ?? [];
  const inferredQAs = input.inferredQAs ?? {};
  const at = input.now.toISOString();
  return {
    sessionId: input.sessionId,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    previousQA,
    inferredQAs,
    inferredQuestions: [
      ...new Set([...(input.inferredQuestions ?? []), ...Object.keys(inferredQAs)]),
    ],
    askedIds: [...new Set(previousQA.map((q) => q.questionId))],
    currentQuestion: null,
    greeting: '',
    state: 'preparing',
    turn: 0,
    crisis: false,
    announcedReady: false,
    createdAt: at,
    updatedAt: at,
  };
}

/** Inferred answers so far: the readiness count (7 enables matching). */
export function inferredCount(s: LiveSession): number {
  return s.inferredQuestions.length;
}

/** Ids the engine must not ask or infer again. */
export function closedIds(s: LiveSession): string[] {
  return [...new Set([...s.askedIds, ...s.inferredQuestions])];
}

export function asked(s: LiveSession, q: NextQuestion | null, now: Date): LiveSession {
  return {
    ...s,
    currentQuestion: q
      ? {
          questionId: q.questionId,
          question: q.question,
          spokenText: q.spokenText,
          reasonForQuestion: q.reasonForQuestion,
        }
      : null,
    askedIds: q && !s.askedIds.includes(q.questionId) ? [...s.askedIds, q.questionId] : s.askedIds,
    updatedAt: now.toISOString(),
  };
}

/** What they said answers the current question (if one was asked). */
function answered(s: LiveSession, transcript: string): QaEntry[] {
  const q = s.currentQuestion;
  if (!q) return s.previousQA;
  return [...s.previousQA, { questionId: q.questionId, question: q.question, answer: transcript }];
}

/** A turn the engine answered: the answer recorded, inferences added, the next question current. */
export function applyTurn(
  s: LiveSession,
  transcript: string,
  turn: ConversationTurn,
  now: Date,
): LiveSession {
  const inferredQAs = { ...s.inferredQAs };
  for (const i of turn.inferred) {
    inferredQAs[i.questionId] = {
      answer: i.answer,
      fullTranscript: transcript,
      reasoning: i.reasoning,
    };
  }
  const inferredQuestions = [
    ...new Set([...s.inferredQuestions, ...turn.inferred.map((i) => i.questionId)]),
  ];
  const next: LiveSession = {
    ...s,
    previousQA: answered(s, transcript),
    inferredQAs,
    inferredQuestions,
    state: turn.next ? 'ai-speaking' : 'complete',
    turn: s.turn + 1,
    crisis: false,
    announcedReady: s.announcedReady || inferredQuestions.length >= limits.matchThreshold,
  };
  return asked(next, turn.next, now);
}

/** Crisis language: the answer is kept, no next question is asked, matching pauses. */
export function applyCrisisTurn(s: LiveSession, transcript: string, now: Date): LiveSession {
  return {
    ...s,
    previousQA: answered(s, transcript),
    currentQuestion: null,
    state: 'ai-speaking',
    turn: s.turn + 1,
    crisis: true,
    updatedAt: now.toISOString(),
  };
}

/** The voice session entity (spec §3) as save-session stores it. */
export function toVoiceSession(s: LiveSession): VoiceSession {
  const count = inferredCount(s);
  return {
    sessionId: s.sessionId,
    previousQA: s.previousQA,
    inferredQAs: s.inferredQAs,
    inferredQuestions: s.inferredQuestions,
    sessionState: s.state,
    hasAnnouncedReady: s.announcedReady,
    matchButtonOpacity: matchButtonOpacity(count),
    canTriggerMatch: canTriggerMatch(count, s.crisis),
    previousInferredCount: count,
    currentQuestionReason: s.currentQuestion?.reasonForQuestion ?? '',
  };
}

/** Something was answered or inferred: worth saving (an empty session is not listed). */
export function hasContent(s: LiveSession): boolean {
  return s.previousQA.length > 0 || s.inferredQuestions.length > 0;
}
