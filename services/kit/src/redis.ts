import { Redis } from 'ioredis';

export type { Redis };

/** A Redis client whose keys all start with `<prefix><service>:` (each service's own key space). */
export function connectRedis(url: string, keyPrefix: string): Redis {
  return new Redis(url, { keyPrefix, maxRetriesPerRequest: 3, enableAutoPipelining: true });
}
