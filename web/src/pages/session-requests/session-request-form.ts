/**
 * 'Book First Session' and the therapist's answer, checked before sending with the same
 * texts the server's 400 would give (the contract's formMessages), kept pure for tests.
 */
import type {
  OpBodyInput,
  SessionRequest,
  SessionRequestMode,
  SessionRequestStatus,
} from '@rapport/contracts';
import { formMessages, limits } from '@rapport/contracts/constants';
import type { BadgeTone } from '../../components/ui';

export interface BookingForm {
  message: string;
  preferredTimes: string;
  mode: SessionRequestMode | '';
}

export type BookingErrors = Partial<Record<keyof BookingForm, string>>;

export const emptyBooking: BookingForm = { message: '', preferredTimes: '', mode: '' };

/** Every problem at once, by field; empty when the request can be sent. */
export function validateBooking(form: BookingForm): BookingErrors {
  const errors: BookingErrors = {};
  const message = form.message.trim();
  if (message === '') errors.message = formMessages.sessionMessageRequired;
  else if (message.length > limits.sessionRequestMessageMax) {
    errors.message = formMessages.sessionMessageTooLong;
  }
  const times = form.preferredTimes.trim();
  if (times === '') errors.preferredTimes = formMessages.preferredTimesRequired;
  else if (times.length > limits.sessionRequestTimesMax) {
    errors.preferredTimes = formMessages.preferredTimesTooLong;
  }
  if (form.mode === '') errors.mode = formMessages.sessionModeRequired;
  return errors;
}

/** The body of POST /api/session-requests; call after validation. */
export function bookingInput(
  therapistId: string,
  form: BookingForm,
): OpBodyInput<'contact.create-session-request'> {
  return {
    therapistId,
    message: form.message.trim(),
    preferredTimes: form.preferredTimes.trim(),
    mode: form.mode === '' ? 'online' : form.mode,
  };
}

/** The therapist's optional note: only its length can be wrong. */
export function noteError(note: string): string | undefined {
  return note.trim().length > limits.sessionRequestNoteMax ? formMessages.noteTooLong : undefined;
}

/** How a request's status reads on both sides: an open request is 'Pending'. */
export const statusLook: Record<SessionRequestStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

export const modeLabel: Record<SessionRequestMode, string> = {
  online: 'Online',
  'in-person': 'In person',
};

/**
 * The client's latest request to a therapist that still stands (open or accepted), which
 * takes the place of 'Book First Session'; a declined one lets them ask again.
 */
export function standingRequest(
  requests: readonly SessionRequest[] | undefined,
  therapistId: string,
): SessionRequest | null {
  return requests?.find((r) => r.therapistId === therapistId && r.status !== 'declined') ?? null;
}

/** 'Mar 4, 2026, 3:05 PM' in the browser's own time zone (or the one given). */
export function formatWhen(iso: string | undefined, timeZone?: string): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return '';
  return new Date(t).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}
