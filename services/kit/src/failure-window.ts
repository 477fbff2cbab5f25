import type { Redis } from './redis';

/**
 * Failures per key (usually a client IP) in a fixed window: wrong contribution passwords,
 * wrong invite codes. The window starts at the first failure; every count is one atomic round trip.
 */
export class FailureWindow {
  constructor(
    private readonly redis: Redis,
    /** Key prefix, e.g. `login-failures` → `login-failures:<ip>` under the service's Redis prefix. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  private key(subject: string): string {
    return `${this.name}:${subject}`;
  }

  /** Seconds until `subject` may try again, or 0 when it may try now. */
  async lockedForSeconds(subject: string): Promise<number> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.key(subject)),
      this.redis.ttl(this.key(subject)),
    ]);
    if (Number(count ?? 0) < this.max) return 0;
    return ttl > 0 ? ttl : this.windowSeconds;
  }

  /** Counts one failure and answers the count so far in this window. */
  async recordFailure(subject: string): Promise<number> {
    const key = this.key(subject);
    const results = await this.redis.multi().incr(key).expire(key, this.windowSeconds, 'NX').exec();
    return Number(results?.[0]?.[1] ?? 0);
  }
}
