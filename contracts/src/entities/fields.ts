import { z } from 'zod';
import { formMessages, limits } from '../constants';

/** A required text: missing, empty or whitespace-only answers `msg`. The value is trimmed. */
export const requiredText = (msg: string) => z.string({ error: msg }).trim().min(1, msg);

/** The message of every text upper limit: 'Message must be at most 5000 characters'. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A text of at most `max` characters, refused with `<label> must be at most <max> characters`. */
export const text = (max: number, label: string) => z.string().max(max, tooLong(label, max));

/** Any letter of any script: 'Zoë', 'José', '李' are names; '7' or '--' are not. */
const hasLetter = /\p{L}/u;

/** A person's name: required (`missing`), trimmed, and it must contain a letter. */
export const personName = (missing: string) =>
  requiredText(missing)
    .max(limits.text.name, tooLong('Name', limits.text.name))
    .refine((v) => hasLetter.test(v), formMessages.nameLetters);

/** A number in [min, max]; missing answers `missing` (or `range` when not given). */
export const boundedNumber = (min: number, max: number, range: string, missing = range) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : range) })
    .min(min, range)
    .max(max, range);

/** An email address: required, trimmed, valid. */
export const emailAddress = (missing: string) =>
  requiredText(missing)
    .max(limits.text.email, tooLong('Email', limits.text.email))
    .pipe(z.email(formMessages.emailInvalid));

/** An ISO 8601 date-time, e.g. `new Date().toISOString()`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Match score in percent. */
export const matchScore = z.number().min(0).max(100);
