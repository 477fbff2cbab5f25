import { Redis } from 'ioredis';
import { traceRedisCommands } from './trace-drivers';

export type { Redis };

/** How long a Redis command may take before it fails (REDIS_COMMAND_TIMEOUT_MS). */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;
/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/** Reconnects forever, backing off 100 ms, 200 ms, … up to 2 s between attempts. */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS);
}

/**
 * A Redis client whose keys all start with `<prefix><service>:` (each service's own key space).
 *
 * It fails fast while Redis is away instead of queueing: commands issued before the first
 * connection wait for it (start-up order does not matter), but once connected the offline
 * queue is switched off, so during an outage a command fails at once, and any command still
 * fails after `commandTimeoutMs`. Callers turn that into a clear 503 (the gateway's session
 * check) or skip (the rate limiter), and nothing waits on a server that is not there.
 */
export function connectRedis(
  url: string,
  keyPrefix: string,
  opts: { commandTimeoutMs?: number } = {},
): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableAutoPipelining: true,
    commandTimeout: opts.commandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  });
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  traceRedisCommands(redis);
  return redis;
}

/** True when Redis answers a PING within `timeoutMs`. */
export async function redisReachable(redis: Redis, timeoutMs = 500): Promise<boolean> {
  return withTimeout(
    redis.ping().then(() => true),
    timeoutMs,
    false,
  );
}

/** `work`'s value, or `fallback` when it fails or takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
