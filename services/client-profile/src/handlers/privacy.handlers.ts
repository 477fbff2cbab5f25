import type { HandlerMap, Removed, UserDeleted } from '@rapport/kit';
import type { ClientProfileDeps } from './deps';

/**
 * Client-profile's part of "Your data": everything it holds about a user for the export, and
 * its erasure when the account is deleted.
 */
export function privacyHandlers(
  deps: ClientProfileDeps,
): Pick<HandlerMap<'client-profile'>, 'client-profile.export-user'> {
  return {
    'client-profile.export-user': async ({ body }) => {
      const [account, profile, answers, accessLog] = await Promise.all([
        deps.accounts.findIdentity(body.userId),
        deps.profiles.exportProfile(body.userId),
        deps.responses.exportForClient(body.userId),
        deps.accessLog.forUser(body.userId),
      ]);
      return {
        /** Names and email copied from the registration, to name the profile. */
        account,
        /** The profile: analysis, personality text, the kept recommendation, passes. */
        profile,
        /** The written assessment's answers, with the question each answered. */
        answers,
        /** Who else read this profile (admins), and when. */
        accessLog,
      };
    },
  };
}

/** Everything of a deleted user; a deleted therapist also leaves the directory and every recommendation. */
export async function eraseUser(deps: ClientProfileDeps, e: UserDeleted): Promise<Removed> {
  const [profiles, answers, accounts, accessLog, directory, recommendations] = await Promise.all([
    deps.profiles.eraseUser(e.userId),
    deps.responses.eraseUser(e.userId),
    deps.accounts.eraseUser(e.userId),
    deps.accessLog.eraseUser(e.userId),
    e.role === 'therapist' ? deps.directory.remove(e.userId) : Promise.resolve(0),
    e.role === 'therapist' ? deps.profiles.forgetTherapist(e.userId) : Promise.resolve(0),
  ]);
  return { profiles, answers, accounts, accessLog, directory, recommendations };
}
