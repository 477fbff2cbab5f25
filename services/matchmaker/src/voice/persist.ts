import type { Logger } from '@rapport/kit';
import { hasContent, type LiveSession } from '../domain/live-session';
import type { MatchmakerDeps } from '../handlers/deps';

/**
 * Hands a changed session to the save timing (spec §7): only a signed-in owner's session
 * with something in it is saved. A failed save is logged and tried again on the next change;
 * it never fails the frame.
 */
export async function persist(
  deps: Pick<MatchmakerDeps, 'saves'> & { log: Logger },
  session: LiveSession,
): Promise<void> {
  if (!session.ownerId || !hasContent(session)) return;
  try {
    await deps.saves.change(session.sessionId, session);
  } catch (err) {
    deps.log.warn({ err, sessionId: session.sessionId }, 'could not schedule a session save');
  }
}
