import { revokedTokenKey, revokedUserKey, type Redis } from '@rapport/kit';

/** The auth client's own key prefix (`<REDIS_PREFIX>auth:`) supplies the `auth:` of the shared key name. */
const SERVICE_SEGMENT = 'auth:';

/**
 * The denylist of logged-out session tokens. The gateway checks `<REDIS_PREFIX>auth:revoked:<jti>`
 * on every request, so a revoked token stops working at once on every replica.
 */
const local = (shared: string) =>
  shared.startsWith(SERVICE_SEGMENT) ? shared.slice(SERVICE_SEGMENT.length) : shared;

export class RevokedTokenRepository {
  constructor(private readonly redis: Redis) {}

  private key(jti: string): string {
    return local(revokedTokenKey(jti));
  }

  /**
   * Every token of a deleted user stops working at once (`<REDIS_PREFIX>auth:revoked-user:<id>`),
   * for as long as one could still be valid.
   */
  async revokeUser(userId: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(
      local(revokedUserKey(userId)),
      '1',
      'EX',
      Math.max(1, Math.ceil(ttlSeconds)),
    );
  }

  /** Keeps the mark as long as the token could still be presented; then it may go. */
  async revoke(jti: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(jti), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }
}
