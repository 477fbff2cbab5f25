import { notFound, unauthorized, type HandlerMap, type RequestContext } from '@rapport/kit';
import { voiceSessionId } from '@rapport/contracts';
import type { MatchmakerDeps } from './deps';

type SessionOps = 'matchmaker.list-sessions' | 'matchmaker.get-session' | 'matchmaker.save-session';

export const SESSION_NOT_FOUND = 'Session not found';

/** The gateway lets only signed-in callers through; the owner is always the caller. */
export function ownerOf(ctx: RequestContext): string {
  if (!ctx.caller) throw unauthorized('Please log in to continue.');
  return ctx.caller.id;
}

/** Saved voice sessions: each caller sees and writes only their own. */
export function sessionHandlers(deps: MatchmakerDeps): Pick<HandlerMap<'matchmaker'>, SessionOps> {
  return {
    'matchmaker.list-sessions': async (_input, ctx) => ({
      success: true as const,
      sessions: await deps.sessions.listForOwner(ownerOf(ctx)),
    }),

    'matchmaker.get-session': async ({ params }, ctx) => {
      const session = await deps.sessions.findForOwner(ownerOf(ctx), params.id);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      return { success: true as const, sessionData: session };
    },

    'matchmaker.save-session': async ({ body }, ctx) => {
      const owner = ownerOf(ctx);
      // A socket session's id, or a new one; ids travel in NATS subjects, so they stay plain.
      const sessionId =
        body.sessionId && voiceSessionId.safeParse(body.sessionId).success
          ? body.sessionId
          : deps.newId();
      if (!(await deps.sessions.saveForOwner(owner, sessionId, body, deps.now()))) {
        throw notFound(SESSION_NOT_FOUND);
      }
      return { success: true as const, sessionId };
    },
  };
}
