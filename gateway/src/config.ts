import { z } from 'zod';
import {
  baseConfig,
  committedJwtSecretIssue,
  jwtSecret,
  jwtSecretAllowed,
  loadConfig,
} from '@rapport/kit';
import { serviceNames } from '@rapport/contracts';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const gatewayConfig = baseConfig
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Loopback unless configured: listening on every interface is a deliberate choice (containers). */
    HOST: z.string().min(1).default('127.0.0.1'),
    JWT_SECRET: jwtSecret,
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
    /** Secure cookies need HTTPS (browsers also accept them on http://localhost); unset: on in production. */
    COOKIE_SECURE: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .enum(['true', 'false'])
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true')),
    ),
    /** The whole request (headers and body) must arrive within this; slow senders are cut off. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** Voice socket limits: frames per socket, speech characters per socket and address, sockets per address. */
    VOICE_FRAMES_PER_SECOND: z.coerce.number().int().positive().default(30),
    VOICE_FRAMES_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    VOICE_TTS_CHARS_PER_MINUTE: z.coerce.number().int().positive().default(2000),
    VOICE_TTS_CHARS_PER_MINUTE_PER_IP: z.coerce.number().int().positive().default(5000),
    VOICE_SOCKETS_PER_IP: z.coerce.number().int().positive().default(10),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine(jwtSecretAllowed, committedJwtSecretIssue)
  .transform((c) => ({ ...c, COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production' }));
export type GatewayConfig = z.output<typeof gatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfig, env);
}
