import { z } from 'zod';

/** A required text: missing, empty or whitespace-only answers `msg`. The value is trimmed. */
export const requiredText = (msg: string) => z.string({ error: msg }).trim().min(1, msg);

/** A number in [min, max]; missing answers `missing` (or `range` when not given). */
export const boundedNumber = (min: number, max: number, range: string, missing = range) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : range) })
    .min(min, range)
    .max(max, range);

/** An email address: required, trimmed, valid. */
export const emailAddress = (missing: string) =>
  requiredText(missing).pipe(z.email('Please enter a valid email address'));

/** An ISO 8601 date-time, e.g. `new Date().toISOString()`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Match score in percent. */
export const matchScore = z.number().min(0).max(100);
