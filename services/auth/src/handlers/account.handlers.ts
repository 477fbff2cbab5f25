import type { CollectionOutbox, HandlerMap, OutboxEntry, RequestContext } from '@rapport/kit';
import {
  badRequest,
  conflict,
  notFound,
  passwordRefusal,
  pendingEvent,
  unauthorized,
} from '@rapport/kit';
import type { Caller } from '@rapport/contracts';
import { isGuestEmail } from '../domain/email';
import { randomSecret, type PasswordHasher } from '../password-hasher';
import type { SessionIssuer } from '../sessions';
import { toPublicUser, type StoredUser, type UserRepository } from '../store/user.repository';

export interface AccountDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  sessions: SessionIssuer;
  /** Publishes the events stored with an account (`event.user.registered`). */
  outbox: CollectionOutbox;
}

/** The gateway lets only signed-in callers through to `user` operations; this is the belt to its braces. */
export function requireCaller(ctx: RequestContext): Caller {
  if (!ctx.caller) throw unauthorized('Please log in to continue.');
  return ctx.caller;
}

/**
 * `event.user.registered`, stored in the account's own insert: a registration whose publish
 * fails (NATS away) still succeeds, and the outbox relay publishes the event later. The id is
 * derived from the user, so a republished event is deduplicated by JetStream.
 */
function registration(user: StoredUser): OutboxEntry[] {
  const userId = user._id.toHexString();
  const data = {
    userId,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    guest: user.guest,
  };
  return [pendingEvent('event.user.registered', data, `user.registered:${userId}`)];
}

export function accountHandlers(
  deps: AccountDeps,
): Pick<HandlerMap<'auth'>, 'auth.register' | 'auth.me'> {
  return {
    'auth.register': async ({ body }, ctx) => {
      const guest = isGuestEmail(body.email);
      const refusal = guest ? undefined : await passwordRefusal(body.password, body);
      if (refusal) throw badRequest(refusal.message, refusal.code);
      // A guest's password is thrown away: its hash is of a secret nobody knows.
      const passwordHash = await deps.hasher.hash(guest ? randomSecret() : body.password);
      const stored = await deps.users.createAccount(
        {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          role: guest ? 'client' : body.role,
          passwordHash,
          guest,
        },
        registration,
      );
      if (!stored) throw conflict('An account with this email already exists', 'email_taken');
      const user = toPublicUser(stored);
      await deps.outbox.flush(stored._id);
      ctx.log.info({ userId: user.id, role: user.role, guest }, 'account registered');
      return { user, token: await deps.sessions.issue(user), message: 'Registration successful' };
    },

    'auth.me': async (_input, ctx) => {
      const stored = await deps.users.findById(requireCaller(ctx).id);
      if (!stored) throw notFound('Account not found', 'account_not_found');
      // A guest's visits keep it from expiring (RETENTION_GUEST_DAYS counts from the last one).
      if (stored.guest) await deps.users.touchGuest(stored._id.toHexString(), new Date());
      return { user: toPublicUser(stored) };
    },
  };
}
