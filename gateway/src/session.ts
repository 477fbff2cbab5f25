import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Caller } from '@rapport/contracts';
import { SESSION_COOKIE, revokedTokenKey, revokedUserKey, verifySession } from '@rapport/kit';

/** The session token of a request: `Authorization: Bearer` first, then the HttpOnly cookie. */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return req.cookies?.[SESSION_COOKIE] || undefined;
}

/**
 * Resolves the caller of a request, or undefined when there is no valid session.
 * A revoked token (logout) stops working at once: its jti is on the auth service's denylist;
 * so does every token of a deleted account (the user's mark).
 */
export async function authenticate(
  token: string | undefined,
  secret: string,
  redis: Redis,
): Promise<Caller | undefined> {
  if (!token) return undefined;
  const session = await verifySession(token, secret);
  if (!session) return undefined;
  let revoked: number;
  try {
    // This token (logout), or every token of its user (account deleted).
    const keys = [
      revokedUserKey(session.id),
      ...(session.jti ? [revokedTokenKey(session.jti)] : []),
    ];
    revoked = await redis.exists(...keys);
  } catch (err) {
    // Redis fails fast (command timeout, no offline queue): without the denylist a logged-out
    // token cannot be told apart, so the call is refused rather than let through or held.
    throw new SessionCheckUnavailable(err);
  }
  return revoked ? undefined : session;
}

export const SESSION_CHECK_UNAVAILABLE =
  'Sign-in is temporarily unavailable. Please try again shortly.';

/** The revocation list could not be read: the caller gets 503, never a hang or a pass. */
export class SessionCheckUnavailable extends Error {
  readonly statusCode = 503;
  readonly code = 'session_check_unavailable';
  constructor(cause: unknown) {
    super(SESSION_CHECK_UNAVAILABLE, { cause });
  }
}
