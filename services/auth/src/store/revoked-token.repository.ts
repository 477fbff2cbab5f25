import { revokedTokenKey, type Redis } from '@rapport/kit';

/** The auth client's own key prefix (`<REDIS_PREFIX>auth:`) supplies the `auth:` of the shared key name. */
const SERVICE_SEGMENT = 'auth:';

/**
 * The denylist of logged-out session tokens. The gateway checks `<REDIS_PREFIX>auth:revoked:<jti>`
 * on every request, so a revoked token stops working at once on every replica.
 */
export class RevokedTokenRepository {
  constructor(private readonly redis: Redis) {}

  private key(jti: string): string {
    const shared = revokedTokenKey(jti);
    return shared.startsWith(SERVICE_SEGMENT) ? shared.slice(SERVICE_SEGMENT.length) : shared;
  }

  /** Keeps the mark as long as the token could still be presented; then it may go. */
  async revoke(jti: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(jti), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }
}
