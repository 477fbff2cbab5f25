import { z } from 'zod';

/** What every service process needs; services extend it with their own keys. */
export const baseConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
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
