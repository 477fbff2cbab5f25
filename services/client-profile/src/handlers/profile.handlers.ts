import { badRequest, notFound, type HandlerMap } from '@rapport/kit';
import { recommend } from '@rapport/matching';
import { requireActingFor } from '../domain/access';
import { toClientProfile } from '../domain/profile-view';
import { profileUpdated, type ClientProfileDeps } from './deps';

type ProfileOps = 'client-profile.get-client-profile' | 'client-profile.generate-client-profile';

export const PROFILE_NOT_FOUND = 'Profile not found';
export const ANSWER_FIRST = 'Please answer the assessment first';

/** The client portal: the profile, and its generated personality text. */
export function profileHandlers(
  deps: ClientProfileDeps,
): Pick<HandlerMap<'client-profile'>, ProfileOps> {
  return {
    'client-profile.get-client-profile': async ({ params }, ctx) => {
      requireActingFor(ctx.caller, params.userId);
      const [stored, responses] = await Promise.all([
        deps.profiles.findProfile(params.userId),
        deps.responses.listForClient(params.userId),
      ]);
      if (!stored) throw notFound(PROFILE_NOT_FOUND);
      await deps.accessLog.record(ctx.caller, [params.userId], 'client profile and answers');
      return { profile: toClientProfile(stored, responses) };
    },

    'client-profile.generate-client-profile': async ({ params }, ctx) => {
      requireActingFor(ctx.caller, params.userId);
      const [responses, directory] = await Promise.all([
        deps.responses.listForClient(params.userId),
        deps.directory.listApproved(),
      ]);
      if (responses.length === 0) throw badRequest(ANSWER_FIRST, 'no_answers');
      const analysis = await deps.engine.analyzeClient(responses);
      // The score shown is the matching model's for the best therapist, never the engine's.
      const best = recommend(analysis.preferences, directory, 0);
      const generated = await deps.engine.generatePersonalityProfile(responses, {
        analysis,
        bestMatch: best && { therapistName: best.therapist.name, matchScore: best.matchScore },
      });
      const analysisResults = {
        tags: generated.tags,
        summary: generated.summary,
        matchScore: best?.matchScore ?? 0,
      };
      const now = deps.now();
      const stored = await deps.profiles.recordPersonality(
        params.userId,
        {
          personalityProfile: generated.personalityProfile,
          analysisResults,
          dimensions: analysis.preferences.dimensions,
        },
        now,
        profileUpdated(params.userId, analysisResults, now),
      );
      if (!stored) throw badRequest(ANSWER_FIRST, 'no_answers');
      await deps.profileOutbox.flush(params.userId);
      await deps.accessLog.record(ctx.caller, [params.userId], 'client profile and answers');
      ctx.log.info({ matchScore: analysisResults.matchScore }, 'personality profile generated');
      return { success: true as const, profile: toClientProfile(stored, responses) };
    },
  };
}
