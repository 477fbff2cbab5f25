import type { HandlerMap } from '@rapport/kit';
import { tooManyRequests, unauthorized } from '@rapport/kit';
import { normalizeEmail } from '../domain/email';
import {
  decideLoginThrottle,
  failureDelayMs,
  tooManyAttemptsMessage,
  type ThrottleLimits,
} from '../domain/login-throttle';
import type { PasswordHasher } from '../password-hasher';
import type { SessionIssuer } from '../sessions';
import type { LoginAttemptRepository } from '../store/login-attempts.repository';
import type { RevokedTokenRepository } from '../store/revoked-token.repository';
import { toPublicUser, type UserRepository } from '../store/user.repository';
import { requireCaller } from './account.handlers';

/** Only what login and logout use, so a spec can hand in fakes. */
export interface SessionDeps {
  users: Pick<UserRepository, 'findByEmail'>;
  hasher: Pick<PasswordHasher, 'verify'>;
  sessions: Pick<SessionIssuer, 'issue' | 'ttlSeconds'>;
  attempts: Pick<LoginAttemptRepository, 'countAttempt' | 'recordSuccess'>;
  revoked: Pick<RevokedTokenRepository, 'revoke'>;
  throttle: ThrottleLimits;
  /** First step of the growing delay on wrong passwords (LOGIN_FAILURE_DELAY_MS). */
  failureDelayBaseMs: number;
  sleep: (ms: number) => Promise<void>;
}

/** One text for an unknown email and a wrong password: the answer must not tell which. */
const INVALID_CREDENTIALS = 'Invalid email or password';

export function sessionHandlers(
  deps: SessionDeps,
): Pick<HandlerMap<'auth'>, 'auth.login' | 'auth.logout'> {
  return {
    'auth.login': async ({ body }, ctx) => {
      const email = normalizeEmail(body.email);
      // Calls that did not come through the gateway share one bucket rather than none.
      const ip = ctx.ip ?? 'unknown';
      const counters = await deps.attempts.countAttempt(email, ip);
      const decision = decideLoginThrottle(counters, deps.throttle);
      if (!decision.allowed) {
        ctx.log.warn({ email, ip, outcome: 'rate_limited', attempts: counters }, 'login attempt');
        throw tooManyRequests(tooManyAttemptsMessage(decision.retryAfterSeconds));
      }

      const stored = await deps.users.findByEmail(email);
      // Unknown emails are verified against a dummy hash, so both failures take as long.
      const valid = await deps.hasher.verify(stored?.passwordHash, body.password);
      if (!stored || !valid) {
        const reason = !stored
          ? 'unknown_account'
          : stored.guest
            ? 'guest_account'
            : 'wrong_password';
        ctx.log.warn({ email, ip, outcome: 'invalid_credentials', reason }, 'login attempt');
        await deps.sleep(failureDelayMs(counters.pair.count, deps.failureDelayBaseMs));
        throw unauthorized(INVALID_CREDENTIALS, 'invalid_credentials');
      }

      await deps.attempts.recordSuccess(email, ip);
      const user = toPublicUser(stored);
      ctx.log.info({ email, ip, outcome: 'success', userId: user.id }, 'login attempt');
      return { user, token: await deps.sessions.issue(user), message: 'Login successful' };
    },

    'auth.logout': async (_input, ctx) => {
      const caller = requireCaller(ctx);
      if (caller.jti) {
        // The mark lives as long as the token could: its own expiry when the gateway passed it
        // on, else the session TTL (no token we sign outlives it).
        const remaining = caller.exp
          ? caller.exp - Math.floor(Date.now() / 1000)
          : deps.sessions.ttlSeconds;
        await deps.revoked.revoke(
          caller.jti,
          Math.max(1, Math.min(remaining, deps.sessions.ttlSeconds)),
        );
      } else {
        ctx.log.warn({ userId: caller.id }, 'session token without jti cannot be revoked');
      }
      ctx.log.info({ userId: caller.id }, 'logged out');
      return { message: 'Logged out' };
    },
  };
}
