import { z } from 'zod';
import {
  formMessages,
  limits,
  sessionRequestDecisions,
  sessionRequestModes,
  sessionRequestStatuses,
} from '../constants';
import { isoDateTime, requiredText } from './fields';

export const sessionRequestMode = z.enum(sessionRequestModes, {
  error: formMessages.sessionModeRequired,
});
export type SessionRequestMode = z.infer<typeof sessionRequestMode>;

export const sessionRequestStatus = z.enum(sessionRequestStatuses);
export type SessionRequestStatus = z.infer<typeof sessionRequestStatus>;

export const sessionRequestDecision = z.enum(sessionRequestDecisions, {
  error: formMessages.decisionRequired,
});
export type SessionRequestDecision = z.infer<typeof sessionRequestDecision>;

/** 'Book First Session': what the client sends to an approved therapist. */
export const sessionRequestInput = z.object({
  therapistId: requiredText('Please choose a therapist'),
  message: requiredText(formMessages.sessionMessageRequired).max(
    limits.sessionRequestMessageMax,
    formMessages.sessionMessageTooLong,
  ),
  /** In the client's words, e.g. 'Tuesday or Thursday evenings'. */
  preferredTimes: requiredText(formMessages.preferredTimesRequired).max(
    limits.sessionRequestTimesMax,
    formMessages.preferredTimesTooLong,
  ),
  mode: sessionRequestMode,
});
export type SessionRequestInput = z.infer<typeof sessionRequestInput>;

/** The therapist's answer: accept or decline, with an optional note for the client. */
export const sessionRequestResponse = z.object({
  decision: sessionRequestDecision,
  note: z
    .string()
    .trim()
    .max(limits.sessionRequestNoteMax, formMessages.noteTooLong)
    .optional()
    .default(''),
});
export type SessionRequestResponse = z.infer<typeof sessionRequestResponse>;

/**
 * A first-session request as both sides see it: the client lists the ones they sent, the
 * therapist the ones they received.
 */
export const sessionRequest = z.object({
  id: z.string(),
  clientId: z.string(),
  /** The client's name as their account says ('Guest User' for a guest). */
  clientName: z.string(),
  clientEmail: z.string(),
  therapistId: z.string(),
  therapistName: z.string(),
  message: z.string(),
  preferredTimes: z.string(),
  mode: sessionRequestMode,
  status: sessionRequestStatus,
  createdAt: isoDateTime,
  /** Set once the therapist answered. */
  answeredAt: isoDateTime.optional(),
  /** The therapist's note with the answer ('' when none). */
  responseNote: z.string().optional(),
});
export type SessionRequest = z.infer<typeof sessionRequest>;
