import { limits } from '@rapport/contracts';
import {
  badRequest,
  forbidden,
  passwordRefusal,
  tooManyRequests,
  unauthorized,
  type HandlerMap,
} from '@rapport/kit';
import type { KnowledgeCaptureDeps } from './deps';

type AccessOps =
  | 'knowledge-capture.verify-contribution-auth'
  | 'knowledge-capture.contribution-auth-status'
  | 'knowledge-capture.register-contribution-access'
  | 'knowledge-capture.login-contribution-access';

export const REGISTRATION_CLOSED =
  'Registration is closed. Please log in with an existing password.';
export const INVALID_PASSWORD = 'Invalid password';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Contribution access: status, registration (first 3), login (rate limited per IP), verify. */
export function accessHandlers(
  deps: KnowledgeCaptureDeps,
): Pick<HandlerMap<'knowledge-capture'>, AccessOps> {
  const issue = async () => {
    const { token, expiresAt } = await deps.tokens.issue(deps.now());
    return { token, expiresAt: expiresAt.toISOString() };
  };

  return {
    'knowledge-capture.contribution-auth-status': async () => ({
      registrationOpen:
        (await deps.passwords.countRegistered()) < limits.contributionRegistrationLimit,
      experts: [...deps.experts.names],
    }),

    'knowledge-capture.register-contribution-access': async ({ body }, ctx) => {
      const refusal = await passwordRefusal(body.password);
      if (refusal) throw badRequest(refusal.message, refusal.code);
      const hash = await deps.hasher.hash(body.password);
      if (!(await deps.passwords.claimFreeSlot(hash, deps.now()))) {
        throw forbidden(REGISTRATION_CLOSED, 'registration_closed');
      }
      ctx.log.info('contribution password registered');
      return issue();
    },

    'knowledge-capture.login-contribution-access': async ({ body }, ctx) => {
      const ip = ctx.ip ?? 'unknown';
      // Counted before the hash check, so parallel guesses cannot all be verified.
      const decision = await deps.loginFailures.attempt(ip);
      if (!decision.allowed) {
        const m = minutes(decision.retryAfterSeconds);
        throw tooManyRequests(
          `Too many failed login attempts. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
        );
      }
      const hashes = await deps.passwords.registeredHashes();
      if (await deps.hasher.matchesAny(hashes, body.password)) {
        await deps.loginFailures.release(ip);
        return issue();
      }
      ctx.log.warn({ ip }, 'wrong contribution password');
      throw unauthorized(INVALID_PASSWORD, 'invalid_password');
    },

    'knowledge-capture.verify-contribution-auth': async ({ body }) => ({
      valid: (await deps.tokens.check(body.token, deps.now())) === 'valid',
    }),
  };
}
