import { crisisNotice, detectCrisis } from '@rapport/safety';
import { closingLine, crossesThreshold } from '../ai/reflection';
import {
  applyCrisisTurn,
  applyTurn,
  closedIds,
  inferredCount,
  type LiveSession,
} from '../domain/live-session';
import type { VoiceDeps } from './voice-deps';
import { persist } from './persist';
import { say } from './speaker';

export const CRISIS_SPOKEN =
  "It sounds like you're going through something really painful, and you don't have to face it alone. Please reach out to the 988 Suicide and Crisis Lifeline now: call or text 988. I'll pause the matching here. When you're ready, you can keep talking to me.";

/**
 * One user turn, whatever it came as (typed, recognised by the browser, or transcribed):
 * their words back as a transcript, the crisis check, the engine's analysis, then the next
 * question spoken. The live state is stored before anything is sent, so if this replica dies
 * mid-turn the next frame finds the session where the person last heard it.
 */
export async function runTurn(
  deps: VoiceDeps,
  session: LiveSession,
  transcript: string,
): Promise<void> {
  const { outbox } = deps;
  const id = session.sessionId;
  outbox.send(id, { type: 'transcript', role: 'user', text: transcript, final: true });

  // The safety library first, so that matching pauses before any model is asked.
  if ((await detectCrisis(transcript)).flagged)
    return crisisTurn(deps, session, transcript, 'library');

  const turn = await deps.engine.nextTurn({
    transcript,
    previousQA: session.previousQA,
    inferredQAs: session.inferredQAs,
    askedIds: closedIds(session),
    questionBank: await deps.bank.list(),
    currentQuestionId: session.currentQuestion?.questionId,
  });
  // The provider's own reading can add what the library missed: its turn is then not taken.
  if (turn.crisisLanguage) return crisisTurn(deps, session, transcript, 'provider');
  const next = applyTurn(session, transcript, turn, deps.now());
  await deps.live.save(next);

  outbox.send(id, {
    type: 'analysis-complete',
    transcript,
    emotion: turn.emotion,
    therapeuticResponse: turn.next
      ? {
          questionId: turn.next.questionId,
          spokenText: turn.next.spokenText,
          reasonForQuestion: turn.next.reasonForQuestion,
        }
      : null,
    inference: {
      inferredAnswers: Object.fromEntries(turn.inferred.map((i) => [i.questionId, i.answer])),
      inferenceMapping: Object.fromEntries(turn.inferred.map((i) => [i.questionId, i.source])),
    },
    questionsForAnalysis: turn.questionsForAnalysis,
    inferredCount: inferredCount(next),
  });
  const ready = crossesThreshold(
    inferredCount(session),
    inferredCount(next) - inferredCount(session),
  );
  await say(deps, id, turn.spokenText, ready ? 'enthusiastic' : 'calm');
  if (!turn.next)
    outbox.send(id, { type: 'session-complete', message: closingLine(inferredCount(next)) });
  deps.later(persist(deps, next));
}

/**
 * Crisis language in a turn: matching pauses, the crisis resources are shown and a calm line is
 * spoken instead of the next question. Logged without the words, naming which reader found it.
 */
async function crisisTurn(
  deps: VoiceDeps,
  session: LiveSession,
  transcript: string,
  reader: 'library' | 'provider',
): Promise<void> {
  const { outbox } = deps;
  const id = session.sessionId;
  const paused = applyCrisisTurn(session, transcript, deps.now());
  await deps.live.save(paused);
  deps.log.warn({ sessionId: id, reader }, 'crisis language in a voice turn; matching paused');
  outbox.send(id, { type: 'crisis', crisisNotice: crisisNotice() });
  outbox.send(id, {
    type: 'analysis-complete',
    transcript,
    emotion: 'distressed',
    therapeuticResponse: null,
    inference: { inferredAnswers: {}, inferenceMapping: {} },
    questionsForAnalysis: [],
    inferredCount: inferredCount(paused),
  });
  await say(deps, id, CRISIS_SPOKEN, 'calm');
  deps.later(persist(deps, paused));
}
