import { tooManyRequests, unauthorized, type HandlerMap } from '@rapport/kit';
import { inviteRefusal, refusalMessages } from '../domain/invite-rules';
import type { MatchmakerDeps } from './deps';

type InviteOps = 'matchmaker.validate-invite' | 'matchmaker.check-access';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The invite gate: redeem a code for an access token (wrong codes rate limited per IP), check a token. */
export function inviteHandlers(deps: MatchmakerDeps): Pick<HandlerMap<'matchmaker'>, InviteOps> {
  return {
    'matchmaker.validate-invite': async ({ body }, ctx) => {
      const ip = ctx.ip ?? 'unknown';
      // Counted before the code is looked up, so parallel guesses cannot all be checked.
      const decision = await deps.inviteFailures.attempt(ip);
      if (!decision.allowed) {
        const m = minutes(decision.retryAfterSeconds);
        throw tooManyRequests(
          `Too many invalid invite codes. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
        );
      }
      const now = deps.now();
      if (await deps.invites.redeem(body.code, now)) {
        await deps.inviteFailures.release(ip);
        const { token, expiresAt } = await deps.accessTokens.issue(now);
        // A signed-in caller's account keeps access after the token expires.
        await deps.inviteAccess.redeemed(ctx);
        return { success: true as const, accessToken: token, expiresAt: expiresAt.toISOString() };
      }
      const refusal = inviteRefusal(await deps.invites.findCode(body.code), now) ?? 'used-up';
      ctx.log.warn({ ip, refusal }, 'invite code refused');
      throw unauthorized(refusalMessages[refusal], 'invalid_invite');
    },

    'matchmaker.check-access': async ({ body }, ctx) => {
      const hasAccess = await deps.accessTokens.isValid(body.accessToken, deps.now());
      if (hasAccess) await deps.inviteAccess.redeemed(ctx);
      return { hasAccess };
    },
  };
}
