import { z } from 'zod';
import { limits } from '@rapport/contracts';
import { baseConfig } from '@rapport/kit';

/** Compose files and .env often pass an unset variable as an empty string. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const trimmedOrUnset = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const authConfig = baseConfig
  .extend({
    /** Shared with the gateway, which verifies every session token with it. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
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
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(10),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt(30),
    LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(900),
  })
  .refine((c) => (c.ADMIN_EMAIL === undefined) === (c.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type AuthConfig = z.output<typeof authConfig>;
