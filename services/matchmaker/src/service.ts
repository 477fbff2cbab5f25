import { createConversationEngine } from './ai';
import { randomUUID } from 'node:crypto';
import { ContributionProjection, TherapistDirectory, questionView } from '@rapport/matching';
import {
  ErasedUsers,
  FailureWindow,
  RetentionSweeper,
  daysBefore,
  followUserDeletions,
  type HandlerMap,
  type ServiceDefinition,
} from '@rapport/kit';
import { prepareCrisisCheck } from '@rapport/safety';
import { eraseUser, privacyHandlers, type PrivacyDeps } from './handlers/privacy.handlers';
import { createSpeechProvider } from './speech';
import { matchmakerConfig, type MatchmakerConfig } from './config';
import { toVoiceSession, type LiveSession } from './domain/live-session';
import type { MatchmakerDeps } from './handlers/deps';
import { adminHandlers } from './handlers/admin.handlers';
import { InviteAccess, requireInviteAccess } from './handlers/invite-access';
import { inviteHandlers } from './handlers/invite.handlers';
import { matchHandlers } from './handlers/match.handlers';
import { sessionHandlers } from './handlers/session.handlers';
import { AccessTokenStore } from './store/access-token.store';
import { InviteCodeRepository } from './store/invite-code.repository';
import { InviteRedemptionRepository } from './store/invite-redemption.repository';
import { LiveSessionStore } from './store/live-session.store';
import { QuestionBank } from './store/question-bank';
import { SaveScheduler, type SaveKeys } from './store/save-scheduler';
import { VoiceMatchRepository } from './store/voice-match.repository';
import { VoiceSessionRepository } from './store/voice-session.repository';
import { Outbox } from './voice/outbox';
import { serveVoiceFrames } from './voice/voice-server';

/** Every operation's handler; those the contract marks `invite: true` behind the invite check. */
export function matchmakerHandlers(
  deps: MatchmakerDeps,
  privacy: Pick<PrivacyDeps, 'redemptions'>,
): HandlerMap<'matchmaker'> {
  return requireInviteAccess(
    {
      ...inviteHandlers(deps),
      ...sessionHandlers(deps),
      ...matchHandlers(deps),
      ...adminHandlers(deps),
      ...privacyHandlers({ ...deps, ...privacy }),
    },
    deps.inviteAccess,
  );
}

/** What the save timing compares: the Q&A apart from everything else that is saved. */
export function saveKeys(session: LiveSession): SaveKeys {
  const { previousQA, ...rest } = toVoiceSession(session);
  return { qa: JSON.stringify(previousQA), rest: JSON.stringify(rest) };
}

export const matchmakerService: ServiceDefinition<'matchmaker', MatchmakerConfig> = {
  name: 'matchmaker',
  config: matchmakerConfig,
  async setup({ config, bus, db, redis, events, outbox: eventOutbox, log }) {
    // The crisis check's sentence encoder, loaded before the first answer (a missing model fails here).
    await prepareCrisisCheck();
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
    const erased = new ErasedUsers(db);
    await questions.follow(events);
    await directory.follow(events, erased);

    const live = new LiveSessionStore(redis, config.VOICE_SESSION_TTL_SECONDS);
    const saves = new SaveScheduler<LiveSession>({
      redis,
      log,
      keysOf: saveKeys,
      load: (id) => live.load(id),
      save: async (id, session) => {
        // A save due after the owner's account was deleted stores nothing.
        if (session.ownerId && !(await erased.has(session.ownerId)))
          await sessions.saveForOwner(session.ownerId, id, toVoiceSession(session), new Date());
      },
    });
    const engine = createConversationEngine(config, log);
    // The offline engine reads its language model on first use: pay that now, not on a turn.
    if (engine.provider === 'local') await engine.assessConversation(['Warming up the model.']);
    const accessTokens = new AccessTokenStore(redis, config.INVITE_ACCESS_TTL_SECONDS);
    const redemptions = new InviteRedemptionRepository(db);
    const now = () => new Date();
    const deps: MatchmakerDeps = {
      invites,
      accessTokens,
      inviteAccess: new InviteAccess({ accessTokens, redemptions, now }),
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
      matchEvents: matches.trackOutbox(eventOutbox),
      now,
      newId: () => randomUUID(),
    };
    const voice = serveVoiceFrames(bus, deps, log);
    saves.start();
    await followUserDeletions(events, erased, log, (e) => eraseUser({ ...deps, redemptions }, e));
    // Saved voice sessions are kept RETENTION_VOICE_SESSION_DAYS after their last change;
    // live state expires by itself (VOICE_SESSION_TTL_SECONDS).
    const sweeper = new RetentionSweeper(log, config.RETENTION_SWEEP_INTERVAL_MS, async (now) => {
      const cutoff = daysBefore(now, config.RETENTION_VOICE_SESSION_DAYS);
      return {
        voiceSessions: await sessions.deleteUpdatedBefore(cutoff),
        voiceMatches: await matches.deleteBefore(cutoff),
      };
    });
    sweeper.start();
    return {
      handlers: matchmakerHandlers(deps, { redemptions }),
      async onStop() {
        await sweeper.stop();
        await voice.drain();
        await saves.stop();
      },
    };
  },
};
