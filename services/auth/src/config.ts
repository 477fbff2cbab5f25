import { z } from 'zod';
import { limits } from '@rapport/contracts';
import {
  baseConfig,
  committedJwtSecretIssue,
  jwtSecret,
  jwtSecretAllowed,
  retentionDays,
  retentionSweepInterval,
} from '@rapport/kit';

/** Compose files and .env often pass an unset variable as an empty string. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const trimmedOrUnset = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The development admin password of .env.example (and `make dev`): never valid in production. */
export const DEVELOPMENT_ADMIN_PASSWORD = 'rapport-admin-dev';

export const authConfig = baseConfig
  .extend({
    /** Shared with the gateway, which verifies every session token with it. */
    JWT_SECRET: jwtSecret,
    SESSION_TTL_SECONDS: positiveInt(43_200),
    /** Both set: one admin account is created at start (admin is never self-assignable). */
    ADMIN_EMAIL: z.preprocess(
      trimmedOrUnset,
      z
        .email('must be an email address')
        .transform((v) => v.toLowerCase())
        .optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      blankAsUnset,
      z
        .string()
        .min(limits.accountPasswordMin, `must be at least ${limits.accountPasswordMin} characters`)
        .optional(),
    ),
    /** Wrong passwords for one account from one address per window (then 429 for that pair). */
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: positiveInt(10),
    /** Ceiling for one account from all addresses: high, so strangers cannot lock the owner out. */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(100),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt(30),
    LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(900),
    /** First step of the growing delay on wrong passwords after 3 per pair (0: none). */
    LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(250),
    /** How long each service may take to answer its count for the admin's dashboard. */
    ADMIN_STATS_TIMEOUT_MS: positiveInt(3000),
    /** How long each service may take to answer its part of a user's export (below RPC_TIMEOUT_MS). */
    EXPORT_TIMEOUT_MS: positiveInt(5000),
    /** Guest accounts with no activity for this many days are deleted like a deletion request. */
    RETENTION_GUEST_DAYS: retentionDays(30),
    RETENTION_SWEEP_INTERVAL_MS: retentionSweepInterval,
  })
  .refine((c) => (c.ADMIN_EMAIL === undefined) === (c.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.ADMIN_PASSWORD !== DEVELOPMENT_ADMIN_PASSWORD, {
    message: 'is the development password of .env.example; choose your own in production',
    path: ['ADMIN_PASSWORD'],
  })
  .refine(jwtSecretAllowed, committedJwtSecretIssue);

export type AuthConfig = z.output<typeof authConfig>;
