import { z } from 'zod';
import { baseConfig, loadConfig } from '@rapport/kit';
import { serviceNames } from '@rapport/contracts';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const gatewayConfig = baseConfig.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Comma-separated origins allowed by CORS and on the voice socket; same-origin always passes. */
  CORS_ORIGINS: z.string().default('').transform(list),
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Services /healthz requires; defaults to every service of the contract table. */
  HEALTH_SERVICES: z
    .string()
    .default(serviceNames.join(','))
    .transform(list)
    .pipe(z.array(z.enum(serviceNames))),
  /** The built web app; served with SPA fallback when the folder exists. */
  WEB_DIST: z.string().default('web/dist'),
  /** Secure cookies need HTTPS; off for local runs. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type GatewayConfig = z.output<typeof gatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfig, env);
}
