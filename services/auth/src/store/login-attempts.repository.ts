import type { Redis } from '@rapport/kit';
import type { AttemptCounter } from '../domain/login-throttle';

/** Decrements only a counter that still exists, so a late release never leaves -1 without expiry. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

type RedisWithRelease = Redis & { releaseLoginAttempt(key: string): Promise<number> };

/**
 * Login attempt counters in Redis (keys `login:account:<email>` and `login:ip:<ip>` under
 * the auth service's prefix). Each window is fixed: EXPIRE NX sets it on the first attempt only.
 */
export class LoginAttemptRepository {
  private readonly redis: RedisWithRelease;

  constructor(
    redis: Redis,
    private readonly windowSeconds: number,
  ) {
    redis.defineCommand('releaseLoginAttempt', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    this.redis = redis as RedisWithRelease;
  }

  private keys(email: string, ip: string) {
    return { account: `login:account:${email}`, ip: `login:ip:${ip}` };
  }

  /** Counts one attempt for the account and the IP in one atomic round trip; answers both counters. */
  async countAttempt(
    email: string,
    ip: string,
  ): Promise<{ account: AttemptCounter; ip: AttemptCounter }> {
    const keys = this.keys(email, ip);
    const replies = await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, this.windowSeconds, 'NX')
      .ttl(keys.account)
      .incr(keys.ip)
      .expire(keys.ip, this.windowSeconds, 'NX')
      .ttl(keys.ip)
      .exec();
    if (!replies) throw new Error('login attempt count was aborted');
    const value = (i: number): number => {
      const [err, reply] = replies[i] ?? [new Error('missing reply'), null];
      if (err) throw err;
      return Number(reply);
    };
    return {
      account: { count: value(0), ttlSeconds: value(2) },
      ip: { count: value(3), ttlSeconds: value(5) },
    };
  }

  /** A successful login: the account starts afresh, and the IP gets this attempt back. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await Promise.all([this.redis.del(keys.account), this.redis.releaseLoginAttempt(keys.ip)]);
  }
}
