import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@rapport/kit';

export type TokenState = 'valid' | 'expired' | 'unknown';

/** Expired tokens stay recognisable this long, so the page can say "expired" rather than "required". */
const EXPIRED_MEMORY_SECONDS = 7 * 24 * 3600;

/**
 * Contribution access tokens in Redis: 32 random bytes for the holder, only their SHA-256 on
 * the server (`token:<sha256>`), with the expiry inside and a Redis TTL a week past it.
 */
export class AccessTokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  private key(token: string): string {
    return `token:${createHash('sha256').update(token).digest('hex')}`;
  }

  async issue(now: Date): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.redis.set(
      this.key(token),
      JSON.stringify({ expiresAt: expiresAt.toISOString() }),
      'EX',
      this.ttlSeconds + EXPIRED_MEMORY_SECONDS,
    );
    return { token, expiresAt };
  }

  async check(token: string | undefined, now: Date): Promise<TokenState> {
    if (!token) return 'unknown';
    const raw = await this.redis.get(this.key(token));
    if (!raw) return 'unknown';
    const expiresAt = Date.parse((JSON.parse(raw) as { expiresAt?: string }).expiresAt ?? '');
    return Number.isFinite(expiresAt) && expiresAt > now.getTime() ? 'valid' : 'expired';
  }
}
