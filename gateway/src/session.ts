import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Caller } from '@rapport/contracts';
import { SESSION_COOKIE, revokedTokenKey, verifySession } from '@rapport/kit';

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
 * A revoked token (logout) stops working at once: its jti is on the auth service's denylist.
 */
export async function authenticate(
  token: string | undefined,
  secret: string,
  redis: Redis,
): Promise<Caller | undefined> {
  if (!token) return undefined;
  const session = await verifySession(token, secret);
  if (!session) return undefined;
  if (session.jti && (await redis.exists(revokedTokenKey(session.jti)))) return undefined;
  return session;
}
