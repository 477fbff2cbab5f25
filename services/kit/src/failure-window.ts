import type { Redis } from './redis';

/** Decrements only a counter that still exists, so a late release never leaves -1 without expiry. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

type RedisWithRelease = Redis & { releaseFailureWindowAttempt(key: string): Promise<number> };

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Guesses per key (usually a client IP) in a fixed window: contribution passwords, invite codes.
 * Each attempt is counted *before* it is verified (INCR, then compare) in one atomic round trip,
 * so a burst of parallel guesses cannot slip past the limit while the first ones are still being
 * checked; a right guess gives its attempt back. The window starts at the first attempt.
 */
export class FailureWindow {
  private readonly redis: RedisWithRelease;

  constructor(
    redis: Redis,
    /** Key prefix, e.g. `invite-failures` → `invite-failures:<ip>` under the service's Redis prefix. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {
    redis.defineCommand('releaseFailureWindowAttempt', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    this.redis = redis as RedisWithRelease;
  }

  private key(subject: string): string {
    return `${this.name}:${subject}`;
  }

  /**
   * Counts one attempt for `subject` and says whether it may be verified: with a limit of 10 the
   * 10th attempt in the window is still checked, the 11th is refused until the window ends.
   */
  async attempt(subject: string): Promise<AttemptDecision> {
    const key = this.key(subject);
    const replies = await this.redis
      .multi()
      .incr(key)
      .expire(key, this.windowSeconds, 'NX')
      .ttl(key)
      .exec();
    if (!replies) throw new Error('attempt count was aborted');
    const value = (i: number): number => {
      const [err, reply] = replies[i] ?? [new Error('missing reply'), null];
      if (err) throw err;
      return Number(reply);
    };
    const count = value(0);
    const ttl = value(2);
    if (count <= this.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: ttl > 0 ? ttl : this.windowSeconds };
  }

  /** A right guess: its attempt no longer counts against the subject. */
  async release(subject: string): Promise<void> {
    await this.redis.releaseFailureWindowAttempt(this.key(subject));
  }
}
