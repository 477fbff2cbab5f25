import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { caller as callerSchema, type Caller } from '@rapport/contracts';

const ISSUER = 'rapport-auth';
const AUDIENCE = 'rapport-web';
const ALGORITHMS = ['HS256'];

/** Name of the HttpOnly cookie that carries the session token for browsers. */
export const SESSION_COOKIE = 'rapport_session';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a session for `user`; the jti lets logout revoke exactly this token. */
export async function signSession(
  user: Omit<Caller, 'jti'>,
  secret: string,
  ttlSeconds: number,
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ role: user.role, email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  return { token, jti, expiresAt };
}

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused), issuer, audience and expiry. */
export async function verifySession(
  token: string,
  secret: string,
): Promise<(Caller & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const parsed = callerSchema.safeParse({
      id: payload.sub,
      role: payload.role,
      email: payload.email,
      jti: payload.jti,
    });
    if (!parsed.success || !payload.exp) return null;
    return { ...parsed.data, exp: payload.exp };
  } catch {
    return null;
  }
}

/** Redis key (without any deployment prefix) marking a revoked token; owned by the auth service. */
export function revokedTokenKey(jti: string): string {
  return `auth:revoked:${jti}`;
}

/**
 * Redis key (without any deployment prefix) marking every token of a user revoked: set when
 * the account is deleted, for as long as a token of theirs could still be valid; owned by auth,
 * which sets it again from its database at start and on every retention sweep (a Redis that
 * lost its data does not bring the tokens back).
 */
export function revokedUserKey(userId: string): string {
  return `auth:revoked-user:${userId}`;
}
