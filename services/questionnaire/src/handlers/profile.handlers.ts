import { notFound, type HandlerMap } from '@rapport/kit';
import { fullName } from '../domain/names';
import { toProfile } from '../store/therapist-profile.repository';
import { PROFILE_NOT_FOUND, requireOwner } from './caller';
import type { QuestionnaireDeps } from './deps';

type ProfileOps =
  | 'questionnaire.get-therapist-profile'
  | 'questionnaire.update-therapist-profile'
  | 'questionnaire.create-therapist-profile'
  | 'questionnaire.generate-therapist-description';

/** The portal's Profile tab: view, edit, create, and 'Your Therapeutic Style'. */
export function profileHandlers(
  deps: QuestionnaireDeps,
): Pick<HandlerMap<'questionnaire'>, ProfileOps> {
  return {
    'questionnaire.get-therapist-profile': async ({ params }, ctx) => {
      requireOwner(ctx, params.userId);
      const profile = await deps.profiles.findProfile(params.userId);
      if (!profile) throw notFound(PROFILE_NOT_FOUND);
      return { profile: toProfile(profile) };
    },

    'questionnaire.update-therapist-profile': async ({ params, body }, ctx) => {
      requireOwner(ctx, params.userId);
      const profile = await deps.profiles.saveEdits(params.userId, body, deps.now());
      if (!profile) throw notFound(PROFILE_NOT_FOUND);
      await deps.directory.announce(profile, ctx);
      return { profile: toProfile(profile) };
    },

    // An upsert: the questionnaire may have created the profile since the screen last looked.
    'questionnaire.create-therapist-profile': async ({ params, body }, ctx) => {
      requireOwner(ctx, params.userId);
      const profile = await deps.profiles.createOrEdit(params.userId, body, deps.now());
      await deps.directory.announce(profile, ctx);
      return { profile: toProfile(profile) };
    },

    'questionnaire.generate-therapist-description': async ({ params }, ctx) => {
      requireOwner(ctx, params.userId);
      const profile = await deps.profiles.findProfile(params.userId);
      if (!profile) throw notFound(PROFILE_NOT_FOUND);
      const responses = await deps.responses.listForTherapist(params.userId);
      const description = await deps.engine.describeTherapist({
        name: fullName(profile),
        experience: profile.experience,
        specialty: profile.specialty,
        bio: profile.bio,
        // Oldest first: the order the therapist answered in.
        responses: [...responses].reverse(),
        insightsApplied: profile.insightsApplied ?? [],
        dimensions: profile.dimensions,
      });
      const saved = await deps.profiles.saveDescription(params.userId, description, deps.now());
      if (!saved) throw notFound(PROFILE_NOT_FOUND);
      await deps.directory.announce(saved, ctx);
      return { description };
    },
  };
}
