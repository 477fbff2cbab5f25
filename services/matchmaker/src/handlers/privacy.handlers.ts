import type { HandlerMap, Removed, UserDeleted } from '@rapport/kit';
import type { InviteRedemptionRepository } from '../store/invite-redemption.repository';
import type { MatchmakerDeps } from './deps';

export type PrivacyDeps = Pick<MatchmakerDeps, 'sessions' | 'matches' | 'live' | 'directory'> & {
  redemptions: Pick<InviteRedemptionRepository, 'find' | 'eraseUser'>;
};

/**
 * Matchmaker's part of "Your data": saved voice sessions with their transcripts, the matches
 * they ended in, the invite the account redeemed.
 */
export function privacyHandlers(
  deps: PrivacyDeps,
): Pick<HandlerMap<'matchmaker'>, 'matchmaker.export-user'> {
  return {
    'matchmaker.export-user': async ({ body }) => {
      const [voiceSessions, voiceMatches, inviteRedemption, liveSessionIds] = await Promise.all([
        deps.sessions.exportForOwner(body.userId),
        deps.matches.exportFor(body.userId),
        deps.redemptions.find(body.userId),
        deps.live.idsForOwner(body.userId),
      ]);
      return {
        /** Saved voice sessions: every question and answer (the transcript), what was inferred. */
        voiceSessions,
        /** The therapist each finished voice session matched you with. */
        voiceMatches,
        /** When this account redeemed a Natural Matchmaker invite. */
        inviteRedemption,
        /** Voice sessions still live (kept in memory for VOICE_SESSION_TTL_SECONDS). */
        liveSessionIds,
      };
    },
  };
}

/** Everything of a deleted user, live state included; a deleted therapist leaves the directory. */
export async function eraseUser(deps: PrivacyDeps, e: UserDeleted): Promise<Removed> {
  const ids = [
    ...new Set([
      ...(await deps.sessions.idsForOwner(e.userId)),
      ...(await deps.live.idsForOwner(e.userId)),
    ]),
  ];
  const liveSessions = await deps.live.erase(ids, e.userId);
  const [voiceSessions, voiceMatches, inviteRedemptions, directory] = await Promise.all([
    deps.sessions.eraseOwner(e.userId),
    deps.matches.eraseUser(e.userId),
    deps.redemptions.eraseUser(e.userId),
    e.role === 'therapist' ? deps.directory.remove(e.userId) : Promise.resolve(0),
  ]);
  return { voiceSessions, liveSessions, voiceMatches, inviteRedemptions, directory };
}
