import type { EventBus, HandlerMap, RequestContext } from '@rapport/kit';
import { badRequest, conflict, notFound, passwordRefusal, unauthorized } from '@rapport/kit';
import type { Caller } from '@rapport/contracts';
import { isGuestEmail } from '../domain/email';
import { randomSecret, type PasswordHasher } from '../password-hasher';
import type { SessionIssuer } from '../sessions';
import { toPublicUser, type StoredUser, type UserRepository } from '../store/user.repository';

export interface AccountDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  sessions: SessionIssuer;
  events: EventBus;
}

/** The gateway lets only signed-in callers through to `user` operations; this is the belt to its braces. */
export function requireCaller(ctx: RequestContext): Caller {
  if (!ctx.caller) throw unauthorized('Please log in to continue.');
  return ctx.caller;
}

async function announceRegistration(
  events: EventBus,
  user: StoredUser,
  ctx: RequestContext,
): Promise<void> {
  const userId = user._id.toHexString();
  const data = {
    userId,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    guest: user.guest,
  };
  try {
    // The id is derived from the user, so a retried publish is deduplicated by JetStream.
    await events.publish('event.user.registered', data, `user.registered:${userId}`);
  } catch (err) {
    // The account exists already: failing the call now would leave the person unable to
    // retry (409). The loss is logged loudly instead.
    ctx.log.error({ err, userId }, 'user.registered not published');
  }
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
      const stored = await deps.users.createAccount({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        role: guest ? 'client' : body.role,
        passwordHash,
        guest,
      });
      if (!stored) throw conflict('An account with this email already exists', 'email_taken');
      const user = toPublicUser(stored);
      await announceRegistration(deps.events, stored, ctx);
      ctx.log.info({ userId: user.id, role: user.role, guest }, 'account registered');
      return { user, token: await deps.sessions.issue(user), message: 'Registration successful' };
    },

    'auth.me': async (_input, ctx) => {
      const stored = await deps.users.findById(requireCaller(ctx).id);
      if (!stored) throw notFound('Account not found', 'account_not_found');
      return { user: toPublicUser(stored) };
    },
  };
}
