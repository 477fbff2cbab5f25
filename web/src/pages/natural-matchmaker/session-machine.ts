/**
 * The voice session as a pure reducer (spec §4 "Voice session state"):
 *
 *   idle → preparing → ai-speaking (greeting) → listening → processing
 *        → ai-speaking (next question) → listening → ...
 *
 * 'analyzing' follows the match click and 'complete' ends it; session-complete from the
 * server also ends in complete. A failed start, exhausted listen retries or a turn with no
 * next question (once its closing words are spoken) go back to idle. A turn flagged for
 * crisis has no next question either, but the conversation goes on: matching pauses.
 * Everything the screen shows and saves lives here.
 */
import type {
  CrisisNotice,
  InferredQa,
  QaEntry,
  TherapeuticResponse,
  VoiceRecommendation,
  VoiceServerFrame,
  VoiceSessionState,
} from '@rapport/contracts';
import { text, voice } from './messages';

export type Phase = VoiceSessionState;

export interface TranscriptLine {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  /** False for interim words still being recognised. */
  final: boolean;
}

/** What a saved session holds (spec §3 "Voice session"). */
export interface SessionData {
  /** The saved session's id, once the server gave one. */
  sessionId?: string;
  previousQA: QaEntry[];
  inferredQAs: Record<string, InferredQa>;
  inferredQuestions: string[];
  /** Inferred answers so far: the readiness count. */
  inferredCount: number;
  hasAnnouncedReady: boolean;
  currentQuestionReason: string;
}

export interface VoiceState {
  phase: Phase;
  data: SessionData;
  /** The question being asked: what the next answer answers. */
  currentQuestion: TherapeuticResponse | null;
  /** The opening line, which the first answer replies to when no question came with it. */
  greeting: string;
  /** No next question came: after the assistant's closing words the loop ends to idle. */
  closing: boolean;
  transcript: TranscriptLine[];
  nextLineId: number;
  /** A short line shown in idle ('Session ended.', 'Failed to start session...'). */
  status: string | null;
  /** A non-blocking notice during the session (a server error, no microphone). */
  notice: string | null;
  /** The browser cannot record: answers are typed (or recognised) only. */
  textOnly: boolean;
  crisis: CrisisNotice | null;
  /** Matching is paused while crisis resources are shown and not yet acknowledged. */
  matchingPaused: boolean;
  summary: string | null;
  recommendation: VoiceRecommendation | null;
  /** session-complete's message, or why no recommendation came. */
  completeMessage: string | null;
}

export const emptyData: SessionData = {
  previousQA: [],
  inferredQAs: {},
  inferredQuestions: [],
  inferredCount: 0,
  hasAnnouncedReady: false,
  currentQuestionReason: '',
};

export const initialState: VoiceState = {
  phase: 'idle',
  data: emptyData,
  currentQuestion: null,
  greeting: '',
  closing: false,
  transcript: [],
  nextLineId: 1,
  status: null,
  notice: null,
  textOnly: false,
  crisis: null,
  matchingPaused: false,
  summary: null,
  recommendation: null,
  completeMessage: null,
};

export type VoiceEvent =
  | { type: 'reset' }
  | { type: 'session-loaded'; data: SessionData }
  | { type: 'start' }
  | { type: 'start-failed' }
  | { type: 'text-only'; notice: string }
  | ({ type: 'session-ready' } & Omit<VoiceServerFrame<'session-ready'>, 'type'>)
  | { type: 'listening-started' }
  | { type: 'listen-failed' }
  | { type: 'user-turn'; text?: string }
  | ({ type: 'analysis' } & Omit<VoiceServerFrame<'analysis-complete'>, 'type'>)
  | { type: 'transcript'; role: 'user' | 'assistant'; text: string; final: boolean }
  /** The words of a tts-audio-start: what the assistant actually says. */
  | { type: 'assistant-speech'; text: string }
  /** The assistant finished its closing words (no next question). */
  | { type: 'closing-spoken' }
  | { type: 'notice'; notice: string | null }
  | { type: 'crisis'; notice: CrisisNotice }
  | { type: 'crisis-acknowledged' }
  | { type: 'session-complete'; message: string }
  | { type: 'connection-lost' }
  /** The user ends the conversation. */
  | { type: 'end' }
  | { type: 'match' }
  | { type: 'summary'; summary: string }
  | { type: 'matched'; recommendation: VoiceRecommendation | null; message?: string }
  | { type: 'match-failed'; message: string }
  | { type: 'saved'; sessionId: string };

/** Phases in which a conversation runs over the socket. */
export const conversing: readonly Phase[] = ['preparing', 'ai-speaking', 'listening', 'processing'];

export function isConversing(phase: Phase): boolean {
  return conversing.includes(phase);
}

/** The match button can fire: 7 answers, not paused by a crisis, not already matching. */
export function canTriggerMatch(state: VoiceState): boolean {
  const phaseAllows =
    state.phase === 'idle' ||
    isConversing(state.phase) ||
    // Ended by the server (session-complete) without a match yet.
    (state.phase === 'complete' && state.recommendation === null);
  return state.data.inferredCount >= voice.matchThreshold && !state.matchingPaused && phaseAllows;
}

/** Prefixes an inferred answer with '[Inferred]' unless the server already did. */
export function inferredAnswer(answer: string): string {
  const trimmed = answer.trim();
  return trimmed.startsWith('[Inferred]') ? trimmed : `[Inferred] ${trimmed}`;
}

function addLine(
  state: VoiceState,
  role: TranscriptLine['role'],
  lineText: string,
  final = true,
): VoiceState {
  const t = lineText.trim();
  if (!t) return state;
  // The interim line of that role is replaced by whatever comes next from it.
  const lines = state.transcript.filter((l) => l.final || l.role !== role);
  const last = [...lines].reverse().find((l) => l.role === role && l.final);
  // The same words from two sources (our own echo, the server's transcript frame and
  // analysis-complete) show once.
  if (final && last && last.text === t) {
    return { ...state, transcript: lines };
  }
  return {
    ...state,
    transcript: [...lines, { id: state.nextLineId, role, text: t, final }],
    nextLineId: state.nextLineId + 1,
  };
}

/**
 * What the assistant says may wrap the question ('That makes sense. <question>'): the fuller
 * words replace the question's line instead of repeating it.
 */
function addSpeech(state: VoiceState, spoken: string): VoiceState {
  const t = spoken.trim();
  if (!t) return state;
  const lines = state.transcript;
  const last = lines[lines.length - 1];
  if (last?.role === 'assistant' && last.final && t.includes(last.text)) {
    if (last.text === t) return state;
    return { ...state, transcript: [...lines.slice(0, -1), { ...last, text: t }] };
  }
  return addLine(state, 'assistant', t);
}

function applyAnalysis(
  state: VoiceState,
  frame: Omit<VoiceServerFrame<'analysis-complete'>, 'type'>,
): VoiceState {
  const { data } = state;
  const answer = frame.transcript.trim();
  const asked = state.currentQuestion;
  // What the answer answers: the question asked, or the greeting for a first answer.
  const entry = asked
    ? { questionId: asked.questionId, question: asked.spokenText, answer }
    : state.greeting && data.previousQA.length === 0
      ? { questionId: 'opening', question: state.greeting, answer }
      : null;
  const previousQA = answer && entry ? [...data.previousQA, entry] : data.previousQA;

  const inferredQAs = { ...data.inferredQAs };
  for (const [id, inferred] of Object.entries(frame.inference.inferredAnswers)) {
    if (!inferred.trim()) continue;
    inferredQAs[id] = {
      answer: inferredAnswer(inferred),
      fullTranscript: frame.transcript,
      reasoning: frame.inference.inferenceMapping[id] ?? '',
    };
  }
  const inferredQuestions = [...new Set([...data.inferredQuestions, ...Object.keys(inferredQAs)])];
  const inferredCount = Math.max(frame.inferredCount, inferredQuestions.length);
  const next = frame.therapeuticResponse;
  let out: VoiceState = {
    ...state,
    data: {
      ...data,
      previousQA,
      inferredQAs,
      inferredQuestions,
      inferredCount,
      hasAnnouncedReady: data.hasAnnouncedReady || inferredCount >= voice.matchThreshold,
      currentQuestionReason: next?.reasonForQuestion ?? data.currentQuestionReason,
    },
    currentQuestion: next,
    notice: null,
  };
  // An audio turn's words reach the transcript here if no transcript frame brought them.
  if (answer) out = addLine(out, 'user', answer);
  if (!next) {
    // The assistant still speaks: closing words, or the crisis resources (then it listens on).
    return { ...out, phase: 'ai-speaking', closing: !state.matchingPaused };
  }
  out = addLine(out, 'assistant', next.spokenText);
  return { ...out, phase: 'ai-speaking', closing: false };
}

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'reset':
      return initialState;

    case 'session-loaded':
      if (state.phase !== 'idle') return state;
      return { ...initialState, data: event.data };

    case 'start':
      if (state.phase !== 'idle') return state;
      return {
        ...state,
        phase: 'preparing',
        status: null,
        notice: null,
        transcript: [],
        currentQuestion: null,
        greeting: '',
        closing: false,
        recommendation: null,
        summary: null,
        completeMessage: null,
      };

    case 'start-failed':
      if (state.phase !== 'preparing') return state;
      return { ...state, phase: 'idle', status: text.sessionStartFailed };

    case 'text-only':
      return { ...state, textOnly: true, notice: event.notice };

    case 'session-ready': {
      if (state.phase !== 'preparing') return state;
      const question = event.question ?? null;
      const out: VoiceState = {
        ...state,
        phase: 'ai-speaking',
        greeting: event.greeting,
        currentQuestion: question,
        // The server's session id: saves from this screen update the session the socket keeps.
        data: {
          ...state.data,
          sessionId: event.sessionId,
          ...(question ? { currentQuestionReason: question.reasonForQuestion } : {}),
        },
      };
      // One line, as it is spoken.
      return addLine(
        out,
        'assistant',
        [event.greeting, question?.spokenText].filter(Boolean).join(' '),
      );
    }

    case 'listening-started':
      if (state.phase !== 'ai-speaking' && state.phase !== 'processing') return state;
      return { ...state, phase: 'listening' };

    case 'listen-failed':
      if (!isConversing(state.phase)) return state;
      return { ...state, phase: 'idle', status: text.sessionEnded };

    case 'user-turn': {
      if (state.phase !== 'listening' && state.phase !== 'ai-speaking') return state;
      const out = event.text ? addLine(state, 'user', event.text) : state;
      return { ...out, phase: 'processing', notice: null };
    }

    case 'analysis':
      if (state.phase !== 'processing' && state.phase !== 'listening') return state;
      return applyAnalysis(state, event);

    case 'transcript':
      if (!isConversing(state.phase)) return state;
      // The assistant's words may wrap the question already shown.
      if (event.role === 'assistant' && event.final) return addSpeech(state, event.text);
      return addLine(state, event.role, event.text, event.final);

    case 'assistant-speech':
      if (!isConversing(state.phase)) return state;
      return addSpeech(state, event.text);

    case 'closing-spoken':
      if (state.phase !== 'ai-speaking' || !state.closing) return state;
      return { ...state, phase: 'idle', closing: false, status: text.sessionEnded };

    case 'notice':
      return { ...state, notice: event.notice };

    case 'crisis':
      return { ...state, crisis: event.notice, matchingPaused: true };

    case 'crisis-acknowledged':
      return { ...state, matchingPaused: false };

    case 'session-complete':
      if (!isConversing(state.phase)) return state;
      return { ...state, phase: 'complete', completeMessage: event.message };

    case 'connection-lost':
    case 'end':
      if (!isConversing(state.phase)) return state;
      return { ...state, phase: 'idle', status: text.sessionEnded };

    case 'match':
      if (!canTriggerMatch(state)) return state;
      return { ...state, phase: 'analyzing', status: null, notice: null };

    case 'summary':
      return { ...state, summary: event.summary };

    case 'matched':
      if (state.phase !== 'analyzing') return state;
      return {
        ...state,
        phase: 'complete',
        recommendation: event.recommendation,
        completeMessage: event.message ?? null,
      };

    case 'match-failed':
      if (state.phase !== 'analyzing') return state;
      return { ...state, phase: 'idle', status: event.message };

    case 'saved':
      return { ...state, data: { ...state.data, sessionId: event.sessionId } };
  }
}
