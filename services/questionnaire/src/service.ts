import { createTherapistEngine } from './ai';
import { ObjectId } from 'mongodb';
import { ContributionProjection, insightView, questionView } from '@rapport/matching';
import {
  ErasedUsers,
  followUserDeletions,
  type HandlerMap,
  type ServiceDefinition,
} from '@rapport/kit';
import { eraseUser, privacyHandlers } from './handlers/privacy.handlers';
import { questionnaireConfig, type QuestionnaireConfig } from './config';
import { adminHandlers } from './handlers/admin.handlers';
import type { QuestionnaireDeps } from './handlers/deps';
import { profileHandlers } from './handlers/profile.handlers';
import { ProfileAnnouncer, directoryRenderer } from './handlers/profile-announcer';
import { questionnaireHandlers as questionnaireOps } from './handlers/questionnaire.handlers';
import { responseHandlers } from './handlers/response.handlers';
import { TherapistProfileRepository } from './store/therapist-profile.repository';
import { TherapistResponseRepository } from './store/therapist-response.repository';

export function questionnaireHandlers(deps: QuestionnaireDeps): HandlerMap<'questionnaire'> {
  return {
    ...questionnaireOps(deps),
    ...responseHandlers(deps),
    ...profileHandlers(deps),
    ...adminHandlers(deps),
    ...privacyHandlers(deps),
  };
}

export const questionnaireService: ServiceDefinition<'questionnaire', QuestionnaireConfig> = {
  name: 'questionnaire',
  config: questionnaireConfig,
  async setup({ config, db, events, outbox, log }) {
    const questions = new ContributionProjection(db, questionView('therapist'));
    const insights = new ContributionProjection(db, insightView);
    const responses = new TherapistResponseRepository(db);
    await Promise.all([
      questions.ensureIndexes(),
      insights.ensureIndexes(),
      responses.ensureIndexes(),
    ]);
    // Durable consumers: events published while this service was down are applied on start.
    await questions.follow(events);
    await insights.follow(events);
    const profiles = new TherapistProfileRepository(db);
    const deps: QuestionnaireDeps = {
      questions,
      insights,
      profiles,
      responses,
      engine: createTherapistEngine(config, log),
      directory: new ProfileAnnouncer(
        profiles.trackOutbox(outbox, directoryRenderer(config.DEMO_THERAPIST_EMAIL_DOMAIN)),
      ),
      now: () => new Date(),
      // Time-ordered, so responses saved in the same millisecond still list newest first.
      newId: () => new ObjectId().toHexString(),
    };
    // A deleted therapist's profile and answers go; the directory copies elsewhere follow
    // the same event themselves.
    await followUserDeletions(events, new ErasedUsers(db), log, (e) => eraseUser(deps, e));
    return { handlers: questionnaireHandlers(deps) };
  },
};
