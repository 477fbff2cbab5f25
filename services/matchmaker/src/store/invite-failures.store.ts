import type { Redis } from '@rapport/kit';

/** Wrong invite codes per client IP in a fixed window (`invite-failures:<ip>`). */
export class InviteFailureStore {
  constructor(
    private readonly redis: Redis,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  private key(ip: string): string {
    return `invite-failures:${ip}`;
  }

  /** Seconds until the IP may try again, or 0 when it may try now. */
  async lockedForSeconds(ip: string): Promise<number> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.key(ip)),
      this.redis.ttl(this.key(ip)),
    ]);
    if (Number(count ?? 0) < this.max) return 0;
    return ttl > 0 ? ttl : this.windowSeconds;
  }

  /** Counts one wrong code; the window starts at the first. One atomic round trip. */
  async recordFailure(ip: string): Promise<number> {
    const key = this.key(ip);
    const results = await this.redis.multi().incr(key).expire(key, this.windowSeconds, 'NX').exec();
    return Number(results?.[0]?.[1] ?? 0);
  }
}
