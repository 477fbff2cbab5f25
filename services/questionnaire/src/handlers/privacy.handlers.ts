import type { HandlerMap, Removed, UserDeleted } from '@rapport/kit';
import type { QuestionnaireDeps } from './deps';

/** Questionnaire's part of "Your data": a therapist's profile and answers. */
export function privacyHandlers(
  deps: QuestionnaireDeps,
): Pick<HandlerMap<'questionnaire'>, 'questionnaire.export-user'> {
  return {
    'questionnaire.export-user': async ({ body }) => {
      const [profile, answers] = await Promise.all([
        deps.profiles.exportFor(body.userId),
        deps.responses.exportFor(body.userId),
      ]);
      return {
        /** The therapist profile: what clients are shown, the review status and reason. */
        therapistProfile: profile,
        /** Every questionnaire answer saved. */
        answers,
      };
    },
  };
}

export async function eraseUser(deps: QuestionnaireDeps, e: UserDeleted): Promise<Removed> {
  const [profiles, answers] = await Promise.all([
    deps.profiles.eraseUser(e.userId),
    deps.responses.eraseUser(e.userId),
  ]);
  return { profiles, answers };
}
