import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@rapport/kit';

/**
 * Natural Matchmaker access tokens in Redis: 32 random bytes for the holder, only their
 * SHA-256 on the server (`access:<sha256>`), expiring with the token (DESIGN §9: expiry in Redis).
 */
export class AccessTokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  private key(token: string): string {
    return `access:${createHash('sha256').update(token).digest('hex')}`;
  }

  async issue(now: Date): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.redis.set(this.key(token), expiresAt.toISOString(), 'EX', this.ttlSeconds);
    return { token, expiresAt };
  }

  async isValid(token: string, now: Date): Promise<boolean> {
    const expiresAt = Date.parse((await this.redis.get(this.key(token))) ?? '');
    return Number.isFinite(expiresAt) && expiresAt > now.getTime();
  }
}
