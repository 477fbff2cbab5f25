import { z } from 'zod';
import { BUS_PREFIX_PATTERN } from './bus';
import { opsConfigShape } from './ops-config';

/** What every service process needs; services extend it with their own keys. */
export const baseConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /**
   * Namespace on NATS: subjects become `<prefix>.rpc.…`, `<prefix>.event.…` and the stream
   * `<prefix>_EVENTS`, so several systems (or parallel test files) share one server. Empty: none.
   */
  BUS_PREFIX: z
    .string()
    .max(64, 'must be at most 64 characters')
    .regex(
      BUS_PREFIX_PATTERN,
      "may only hold letters, digits, '_' and '-' (it becomes a NATS subject token and part of the stream name)",
    )
    .default(''),
  MONGO_URL: z
    .string()
    .startsWith('mongodb', 'must be a mongodb:// URL')
    .default('mongodb://127.0.0.1:27017'),
  /** Prefixed to each service's database name, so test runs and deployments can share a server. */
  MONGO_DB_PREFIX: z.string().default('rapport_'),
  REDIS_URL: z
    .string()
    .startsWith('redis', 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  /** Prefixed to every Redis key (before the service's own prefix). */
  REDIS_PREFIX: z.string().default(''),
  /** A Redis command fails after this long (and at once while Redis is down): no call hangs on it. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  /** Limits of the EVENTS stream, applied when it is created and on every start. */
  EVENTS_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  EVENTS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024, 'must be at least 1 MiB')
    .default(1024 * 1024 * 1024),
  /** Copies of the EVENTS stream on a NATS cluster (3 on a 3-node cluster; 1 on one server). */
  EVENTS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** How often a service republishes outbox events still pending (older than a few seconds). */
  OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  ...opsConfigShape,
});
export type BaseConfig = z.output<typeof baseConfig>;

export class ConfigError extends Error {}

/**
 * Parses the environment once at start-up. A bad value fails fast with one readable line
 * per problem, e.g. `MONGO_URL: must be a mongodb:// URL`.
 */
export function loadConfig<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
