import {
  voiceDefaults,
  type VoiceClientMessage,
  voiceSessionId,
  type RelayReply,
  type RelayRequest,
} from '@rapport/contracts';
import { ServiceError, notFound, type RequestContext } from '@rapport/kit';
import { closingLine } from '../ai/reflection';
import { sttUnavailable } from '../speech/speech-provider';
import {
  asked,
  closedIds,
  inferredCount,
  newLiveSession,
  type LiveSession,
} from '../domain/live-session';
import type { VoiceDeps } from './voice-deps';
import { persist } from './persist';
import { say, speak } from './speaker';
import { runTurn } from './turn';

type Deps = VoiceDeps;
type Frame<T extends string> = Extract<VoiceClientMessage, { type: T }>;

export const SESSION_GONE = 'This voice session has ended. Please start a new one.';
export const TURN_TOO_LONG = 'That turn is too long to process. Please pause so I can answer.';
export const NOTHING_HEARD = "I couldn't make out any words. Please try again.";

const reply = (sessionId: string, frames: RelayReply['frames'] = []): RelayReply => ({
  sessionId,
  frames,
});

/** A saved or live session of the caller's to continue, or null. */
async function continued(deps: Deps, sessionId: string | undefined, ctx: RequestContext) {
  const owner = ctx.caller?.id;
  if (!sessionId || !owner || !voiceSessionId.safeParse(sessionId).success) return null;
  const live = await deps.live.load(sessionId);
  if (live) return live.ownerId === owner ? live : null;
  const saved = await deps.sessions.findForOwner(owner, sessionId);
  if (!saved) return null;
  return newLiveSession({
    sessionId,
    ownerId: owner,
    previousQA: saved.previousQA,
    inferredQAs: saved.inferredQAs,
    inferredQuestions: saved.inferredQuestions,
    now: deps.now(),
  });
}

/**
 * init-session: continues the caller's session when they name one of theirs, else starts a
 * new one (seeded with the Q&A the screen sends). Answers session-ready at once; the greeting
 * is spoken when the gateway reports it listens on the session's out subject.
 */
async function initSession(deps: Deps, frame: Frame<'init-session'>, ctx: RequestContext) {
  const now = deps.now();
  const base =
    (await continued(deps, frame.sessionId, ctx)) ??
    newLiveSession({
      sessionId: deps.newId(),
      ownerId: ctx.caller?.id,
      previousQA: frame.previousQA,
      inferredQuestions: frame.inferredQuestionIds,
      now,
    });
  const returning = base.previousQA.length > 0 || base.inferredQuestions.length > 0;
  const greeting = await deps.engine.greet({
    returning,
    previousQA: base.previousQA,
    inferredQAs: base.inferredQAs,
    askedIds: closedIds(base),
    questionBank: await deps.bank.list(),
  });
  // A question asked but not yet answered (a reconnect) is asked again.
  const session: LiveSession = {
    ...(base.currentQuestion ? base : asked(base, greeting.question, now)),
    greeting: greeting.greeting,
    state: 'ai-speaking',
  };
  await deps.live.save(session);
  ctx.log.info({ sessionId: session.sessionId, returning }, 'voice session ready');
  const question = session.currentQuestion;
  return reply(session.sessionId, [
    {
      type: 'session-ready',
      sessionId: session.sessionId,
      greeting: session.greeting,
      ...(question
        ? {
            question: {
              questionId: question.questionId,
              spokenText: question.spokenText,
              reasonForQuestion: question.reasonForQuestion,
            },
          }
        : {}),
    },
  ]);
}

/** The gateway listens now: say the greeting and the first question. */
async function attached(deps: Deps, session: LiveSession) {
  const question = session.currentQuestion;
  const closing = closingLine(inferredCount(session));
  const text = [session.greeting, question?.spokenText ?? closing].join(' ');
  await say(deps, session.sessionId, text, 'warm');
  if (!question)
    deps.outbox.send(session.sessionId, { type: 'session-complete', message: closing });
}

async function startListening(deps: Deps, session: LiveSession) {
  await deps.live.dropAudio(session.sessionId);
  const listening: LiveSession = {
    ...session,
    state: 'listening',
    updatedAt: deps.now().toISOString(),
  };
  await deps.live.save(listening);
  deps.later(persist(deps, listening));
  return reply(session.sessionId, [{ type: 'listening-ready' }]);
}

async function audioChunk(deps: Deps, session: LiveSession, frame: Frame<'audio-chunk'>) {
  const total = await deps.live.appendAudio(
    session.sessionId,
    Buffer.from(frame.audio, 'base64'),
    frame.mimeType,
  );
  if (total < 0) throw new ServiceError(413, 'turn_too_long', TURN_TOO_LONG);
  return reply(session.sessionId);
}

/** End of a spoken turn: its audio to text (openai provider), then the turn. */
async function stopListening(deps: Deps, session: LiveSession) {
  const turn = await deps.live.takeAudio(session.sessionId);
  if (!turn) return reply(session.sessionId);
  if (!deps.speech.canTranscribe) throw sttUnavailable();
  const transcript = await deps.speech.transcribe(turn.audio, turn.mimeType);
  if (!transcript) throw new ServiceError(422, 'nothing_heard', NOTHING_HEARD);
  await runTurn(deps, { ...session, state: 'processing' }, transcript);
  return reply(session.sessionId);
}

/** The socket closed: save what is pending now, drop half-spoken audio, keep the state a while. */
async function closed(deps: Deps, session: LiveSession) {
  await deps.live.dropAudio(session.sessionId);
  if (session.ownerId) await deps.saves.flush(session.sessionId);
  return reply(session.sessionId);
}

/** One relayed frame of a socket, on whichever replica got it. */
export async function handleFrame(
  deps: Deps,
  req: RelayRequest,
  ctx: RequestContext,
): Promise<RelayReply> {
  const { frame } = req;
  if (frame.type === 'init-session') {
    // Invite access before anything of a session exists (the gateway passes the frame's
    // inviteToken on as the request's invite header).
    await deps.inviteAccess.require({
      caller: ctx.caller,
      inviteToken: ctx.inviteToken ?? frame.inviteToken,
    });
    return initSession(deps, frame, ctx);
  }
  const session = req.sessionId ? await deps.live.load(req.sessionId) : null;
  // Another caller's session is as unknown as one that expired.
  if (!session || session.ownerId !== ctx.caller?.id)
    throw notFound(SESSION_GONE, 'session_not_found');
  const log = ctx.log.child({ sessionId: session.sessionId });
  const d: Deps = { ...deps, log };
  switch (frame.type) {
    case 'session-attached':
      await attached(d, session);
      return reply(session.sessionId);
    case 'start-listening':
      return startListening(d, session);
    case 'audio-chunk':
      return audioChunk(d, session, frame);
    case 'stop-listening':
      return stopListening(d, session);
    case 'user-text':
      await runTurn(d, { ...session, state: 'processing' }, frame.text);
      return reply(session.sessionId);
    case 'tts':
      await speak(d, session.sessionId, frame.text, frame.tone, frame.voice ?? voiceDefaults.voice);
      return reply(session.sessionId);
    case 'session-closed':
      return closed(d, session);
  }
}
