import type { KeptMatch, MatchPass } from '@rapport/contracts';
import { recommendAfterPasses } from '@rapport/matching';
import { conflict, notFound, type HandlerMap } from '@rapport/kit';
import { requireActingFor } from '../domain/access';
import { keptMatchOf } from '../domain/profile-view';
import { passedOver, type ClientProfileDeps } from './deps';
import { PROFILE_NOT_FOUND } from './profile.handlers';

export const NO_MATCH_YET =
  'Please complete the assessment first: there is no match to change yet.';
export const NO_OTHER_MATCH =
  'There is no other approved therapist to suggest right now. Your current match is kept.';

/** 'Try Another Match': pass on the current match, say why, get the next best. */
export function matchHandlers(
  deps: ClientProfileDeps,
): Pick<HandlerMap<'client-profile'>, 'client-profile.next-match'> {
  return {
    'client-profile.next-match': async ({ params, body }, ctx) => {
      requireActingFor(ctx.caller, params.userId);
      const stored = await deps.profiles.findProfile(params.userId);
      if (!stored) throw notFound(PROFILE_NOT_FOUND);
      await deps.accessLog.record(ctx.caller, [params.userId], 'client profile (next match)');
      const current = keptMatchOf(stored);
      if (!current) throw conflict(NO_MATCH_YET, 'no_match');
      // Profiles analysed before preferences were kept: read the answers again.
      const preferences =
        stored.preferences ??
        (await deps.engine.analyzeClient(await deps.responses.listForClient(params.userId)))
          .preferences;

      const now = deps.now();
      const passedNow = current.recommendation.therapist;
      const pass: MatchPass = {
        therapistId: passedNow.id,
        therapistName: passedNow.name,
        reason: body.reason,
        ...(body.note ? { note: body.note } : {}),
        at: now.toISOString(),
      };
      const storedPass = { therapistId: passedNow.id, reason: body.reason, at: now };
      const history = [...(stored.passHistory ?? []), storedPass];
      const passed = [...current.passed, pass];
      const [directory, passes] = await Promise.all([
        deps.directory.listApproved(),
        passedOver(deps, history),
      ]);
      // Everyone passed on in this match is left out; earlier passes only down-weight.
      const exclude = new Set(passed.map((p) => p.therapistId));
      const next = recommendAfterPasses(preferences, directory, passes, exclude);
      if (!next) throw conflict(NO_OTHER_MATCH, 'no_other_match');

      const match: KeptMatch = { recommendation: next, recommendedAt: now.toISOString(), passed };
      if (!(await deps.profiles.recordNextMatch(params.userId, match, storedPass, now))) {
        throw notFound(PROFILE_NOT_FOUND);
      }
      ctx.log.info(
        { passed: passedNow.id, reason: body.reason, next: next.therapist.id },
        'client asked for another match',
      );
      return { success: true as const, match };
    },
  };
}
