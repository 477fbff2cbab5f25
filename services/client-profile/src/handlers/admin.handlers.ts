import { requireAdmin, type HandlerMap } from '@rapport/kit';
import type { ClientProfileDeps } from './deps';

/** The admin dashboard's count of written assessments. */
export function adminHandlers(
  deps: ClientProfileDeps,
): Pick<HandlerMap<'client-profile'>, 'client-profile.admin-count-assessments'> {
  return {
    'client-profile.admin-count-assessments': async (_input, ctx) => {
      requireAdmin(ctx);
      return deps.profiles.countAssessments();
    },
  };
}
