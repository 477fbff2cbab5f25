import { createClientEngine } from './ai';
import { ContributionProjection, TherapistDirectory, questionView } from '@rapport/matching';
import {
  AccessLog,
  ErasedUsers,
  followUserDeletions,
  type HandlerMap,
  type ServiceDefinition,
} from '@rapport/kit';
import { prepareCrisisCheck } from '@rapport/safety';
import { eraseUser, privacyHandlers } from './handlers/privacy.handlers';
import { clientProfileConfig, type ClientProfileConfig } from './config';
import { adminHandlers } from './handlers/admin.handlers';
import { assessmentHandlers } from './handlers/assessment.handlers';
import type { ClientProfileDeps } from './handlers/deps';
import { matchHandlers } from './handlers/match.handlers';
import { profileHandlers } from './handlers/profile.handlers';
import { ClientAccountRepository } from './store/client-account.repository';
import { ClientProfileRepository } from './store/client-profile.repository';
import { ClientResponseRepository } from './store/client-response.repository';

export function clientProfileHandlers(deps: ClientProfileDeps): HandlerMap<'client-profile'> {
  return {
    ...assessmentHandlers(deps),
    ...profileHandlers(deps),
    ...matchHandlers(deps),
    ...adminHandlers(deps),
    ...privacyHandlers(deps),
  };
}

export const clientProfileService: ServiceDefinition<'client-profile', ClientProfileConfig> = {
  name: 'client-profile',
  config: clientProfileConfig,
  async setup({ config, db, events, outbox, log }) {
    // The crisis check's sentence encoder, loaded before the first answer (a missing model fails here).
    await prepareCrisisCheck();
    const profiles = new ClientProfileRepository(db);
    const deps: ClientProfileDeps = {
      questions: new ContributionProjection(db, questionView('client')),
      directory: new TherapistDirectory(db),
      profiles,
      responses: new ClientResponseRepository(db),
      accounts: new ClientAccountRepository(db),
      engine: createClientEngine(config, log),
      profileOutbox: profiles.trackOutbox(outbox),
      accessLog: new AccessLog(db, log),
      now: () => new Date(),
    };
    const erased = new ErasedUsers(db);
    for (const store of [
      deps.questions,
      deps.directory,
      deps.profiles,
      deps.responses,
      deps.accessLog as AccessLog,
    ]) {
      await store.ensureIndexes();
    }
    // Durable consumers: the projections catch up on every event since the stream began.
    await deps.questions.follow(events);
    await deps.directory.follow(events, erased);
    await deps.accounts.follow(
      events,
      (userId, identity) => deps.profiles.applyIdentity(userId, identity),
      undefined,
      erased,
    );
    await followUserDeletions(events, erased, log, (e) => eraseUser(deps, e));
    return { handlers: clientProfileHandlers(deps) };
  },
};
