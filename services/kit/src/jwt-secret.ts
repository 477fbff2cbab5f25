import { z } from 'zod';

/**
 * The development secret committed to this repository (`.env.example`, the local launcher):
 * anyone can sign an admin token with it, so production refuses it.
 */
export const COMMITTED_JWT_SECRETS: readonly string[] = [
  'local-development-secret-change-me-0123456789',
];

/** JWT_SECRET of every process that signs or verifies session tokens. */
export const jwtSecret = z.string().min(32, 'must be at least 32 characters');

/** Production refuses a committed secret; development and tests may use one. */
export function jwtSecretAllowed(c: { NODE_ENV: string; JWT_SECRET: string }): boolean {
  return c.NODE_ENV !== 'production' || !COMMITTED_JWT_SECRETS.includes(c.JWT_SECRET);
}

/** The refinement's message and path, for `.refine(jwtSecretAllowed, committedJwtSecretIssue)`. */
export const committedJwtSecretIssue = {
  message:
    'is a development secret committed to the repository; set your own in production (e.g. openssl rand -hex 32)',
  path: ['JWT_SECRET'],
};
