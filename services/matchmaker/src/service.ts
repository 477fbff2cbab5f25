import { createConversationEngine } from './ai';
import { randomUUID } from 'node:crypto';
import { ContributionProjection, TherapistDirectory, questionView } from '@rapport/matching';
import { type HandlerMap, type ServiceDefinition, FailureWindow } from '@rapport/kit';
import { createSpeechProvider } from './speech';
import { matchmakerConfig, type MatchmakerConfig } from './config';
import { toVoiceSession, type LiveSession } from './domain/live-session';
import type { MatchmakerDeps } from './handlers/deps';
import { adminHandlers } from './handlers/admin.handlers';
import { inviteHandlers } from './handlers/invite.handlers';
import { matchHandlers } from './handlers/match.handlers';
import { sessionHandlers } from './handlers/session.handlers';
import { AccessTokenStore } from './store/access-token.store';
import { InviteCodeRepository } from './store/invite-code.repository';
import { LiveSessionStore } from './store/live-session.store';
import { QuestionBank } from './store/question-bank';
import { SaveScheduler, type SaveKeys } from './store/save-scheduler';
import { VoiceMatchRepository } from './store/voice-match.repository';
import { VoiceSessionRepository } from './store/voice-session.repository';
import { Outbox } from './voice/outbox';
import { serveVoiceFrames } from './voice/voice-server';

export function matchmakerHandlers(deps: MatchmakerDeps): HandlerMap<'matchmaker'> {
  return {
    ...inviteHandlers(deps),
    ...sessionHandlers(deps),
    ...matchHandlers(deps),
    ...adminHandlers(deps),
  };
}

/** What the save timing compares: the Q&A apart from everything else that is saved. */
export function saveKeys(session: LiveSession): SaveKeys {
  const { previousQA, ...rest } = toVoiceSession(session);
  return { qa: JSON.stringify(previousQA), rest: JSON.stringify(rest) };
}

export const matchmakerService: ServiceDefinition<'matchmaker', MatchmakerConfig> = {
  name: 'matchmaker',
  config: matchmakerConfig,
  async setup({ config, bus, db, redis, events, log }) {
    const invites = new InviteCodeRepository(db);
    const sessions = new VoiceSessionRepository(db);
    const matches = new VoiceMatchRepository(db);
    const questions = new ContributionProjection(db, questionView('client'));
    const directory = new TherapistDirectory(db);
    await Promise.all([
      invites.ensureIndexes(),
      sessions.ensureIndexes(),
      matches.ensureIndexes(),
      questions.ensureIndexes(),
      directory.ensureIndexes(),
    ]);
    if (config.DEMO_INVITE_CODE) {
      await invites.ensureCode(
        config.DEMO_INVITE_CODE,
        { maxUses: null, expiresAt: null },
        new Date(),
      );
    }
    await questions.follow(events);
    await directory.follow(events);

    const live = new LiveSessionStore(redis, config.VOICE_SESSION_TTL_SECONDS);
    const saves = new SaveScheduler<LiveSession>({
      redis,
      log,
      keysOf: saveKeys,
      load: (id) => live.load(id),
      save: async (id, session) => {
        if (session.ownerId)
          await sessions.saveForOwner(session.ownerId, id, toVoiceSession(session), new Date());
      },
    });
    const engine = createConversationEngine(config, log);
    // The offline engine reads its language model on first use: pay that now, not on a turn.
    if (engine.provider === 'local') await engine.assessConversation(['Warming up the model.']);
    const deps: MatchmakerDeps = {
      invites,
      accessTokens: new AccessTokenStore(redis, config.INVITE_ACCESS_TTL_SECONDS),
      inviteFailures: new FailureWindow(
        redis,
        'invite-failures',
        config.INVITE_MAX_FAILURES,
        config.INVITE_FAILURE_WINDOW_SECONDS,
      ),
      sessions,
      matches,
      live,
      saves,
      bank: new QuestionBank(questions),
      directory,
      engine,
      speech: createSpeechProvider(config, log),
      outbox: new Outbox(bus),
      events,
      now: () => new Date(),
      newId: () => randomUUID(),
    };
    const voice = serveVoiceFrames(bus, deps, log);
    saves.start();
    return {
      handlers: matchmakerHandlers(deps),
      async onStop() {
        await voice.drain();
        await saves.stop();
      },
    };
  },
};
