import type { Redis } from '@rapport/kit';
import type { LoginCounters } from '../domain/login-throttle';

/** Decrements only a counter that still exists, so a late release never leaves -1 without expiry. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Counts one attempt: the pair first, then the address, then the account, each with a fixed
 * window. A counter is only reached when the ones before it are within their limits, so attempts
 * refused per address never fill the account's ceiling (a stranger alone cannot lock it).
 * Answers [count, ttl] for each counter reached.
 */
const COUNT_SCRIPT = `
local window = tonumber(ARGV[1])
local out = {}
for i = 1, 3 do
  local count = redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], window, 'NX')
  table.insert(out, count)
  table.insert(out, redis.call('TTL', KEYS[i]))
  if i < 3 and count > tonumber(ARGV[i + 1]) then break end
end
return out`;

type RedisWithRelease = Redis & {
  releaseLoginAttempt(key: string): Promise<number>;
  countLoginAttempt(
    pair: string,
    ip: string,
    account: string,
    window: number,
    pairMax: number,
    ipMax: number,
  ): Promise<number[]>;
};

/**
 * Login attempt counters in Redis (keys `login:pair:<email>:<ip>`, `login:account:<email>` and
 * `login:ip:<ip>` under the auth service's prefix). Each window is fixed: EXPIRE NX sets it on
 * the first attempt only.
 */
export class LoginAttemptRepository {
  private readonly redis: RedisWithRelease;

  constructor(
    redis: Redis,
    private readonly windowSeconds: number,
    private readonly limits: { maxPerAccountAddress: number; maxPerIp: number },
  ) {
    redis.defineCommand('releaseLoginAttempt', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    redis.defineCommand('countLoginAttempt', { numberOfKeys: 3, lua: COUNT_SCRIPT });
    this.redis = redis as RedisWithRelease;
  }

  private keys(email: string, ip: string) {
    return {
      pair: `login:pair:${email}:${ip}`,
      account: `login:account:${email}`,
      ip: `login:ip:${ip}`,
    };
  }

  /** Counts one attempt for the pair, the address and the account in one atomic round trip. */
  async countAttempt(email: string, ip: string): Promise<LoginCounters> {
    const keys = this.keys(email, ip);
    const r = await this.redis.countLoginAttempt(
      keys.pair,
      keys.ip,
      keys.account,
      this.windowSeconds,
      this.limits.maxPerAccountAddress,
      this.limits.maxPerIp,
    );
    const counter = (i: number) => ({
      count: Number(r[i] ?? 0),
      ttlSeconds: Number(r[i + 1] ?? -1),
    });
    return { pair: counter(0), ip: counter(2), account: counter(4) };
  }

  /**
   * A successful login: this account from this address starts afresh; the account and the
   * address get this attempt back (a stranger's failures elsewhere still count).
   */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await Promise.all([
      this.redis.del(keys.pair),
      this.redis.releaseLoginAttempt(keys.account),
      this.redis.releaseLoginAttempt(keys.ip),
    ]);
  }
}
