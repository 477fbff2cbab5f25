/**
 * The voice session as the server stores it (spec §3 "Voice session"): what save-session
 * sends and how get-session's sessionData becomes screen state again. Pure.
 */
import type { OpBodyInput, OpResponse, QaEntry } from '@rapport/contracts';
import { readiness } from './readiness';
import { canTriggerMatch, type SessionData, type VoiceState } from './session-machine';
import type { SaveKeys } from './save-scheduler';

export type SaveBody = OpBodyInput<'matchmaker.save-session'>;
export type StoredSession = OpResponse<'matchmaker.get-session'>['sessionData'];

/** The save-session body, without the id (added when sending, once known). */
export function saveBody(state: VoiceState): SaveBody {
  const { data } = state;
  const ready = readiness(data.inferredCount, { hasAnnouncedReady: data.hasAnnouncedReady });
  return {
    previousQA: data.previousQA,
    inferredQAs: data.inferredQAs,
    inferredQuestions: data.inferredQuestions,
    sessionState: state.phase,
    hasAnnouncedReady: data.hasAnnouncedReady,
    matchButtonOpacity: ready.rawOpacity,
    canTriggerMatch: canTriggerMatch(state),
    previousInferredCount: data.inferredCount,
    currentQuestionReason: data.currentQuestionReason,
    // Copies of the Q&A, as the spec's screen sends them.
    transcript: data.previousQA,
    conversationHistory: data.previousQA,
  };
}

/** The Q&A history apart from the rest, for the save timing rules. */
export function saveKeys(body: SaveBody): SaveKeys {
  const {
    previousQA,
    transcript: _transcript,
    conversationHistory: _history,
    sessionId: _id,
    ...rest
  } = body;
  return { qa: JSON.stringify(previousQA ?? []), rest: JSON.stringify(rest) };
}

/** Worth saving: something was answered or inferred. */
export function hasContent(state: VoiceState): boolean {
  return state.data.previousQA.length > 0 || state.data.inferredQuestions.length > 0;
}

/** get-session's sessionData as screen state; older saves call the Q&A `qaHistory`. */
export function loadedData(stored: StoredSession, fallbackId: string): SessionData {
  const loose = stored as StoredSession & { qaHistory?: QaEntry[] };
  const previousQA = stored.previousQA?.length ? stored.previousQA : (loose.qaHistory ?? []);
  const inferredQAs = stored.inferredQAs ?? {};
  const inferredQuestions = [
    ...new Set([...(stored.inferredQuestions ?? []), ...Object.keys(inferredQAs)]),
  ];
  return {
    sessionId: stored.sessionId ?? fallbackId,
    previousQA,
    inferredQAs,
    inferredQuestions,
    inferredCount: Math.max(stored.previousInferredCount ?? 0, inferredQuestions.length),
    hasAnnouncedReady: stored.hasAnnouncedReady ?? false,
    currentQuestionReason: stored.currentQuestionReason ?? '',
  };
}
