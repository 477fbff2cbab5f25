/**
 * Early Adopter Partnerships form (spec §4 "Contact form", §5, §7 "Contact").
 * Plain fetch on purpose: the landing chunk must not pull zod or the contracts runtime.
 */

export interface ContactFields {
  name: string;
  email: string;
  organization: string;
  message: string;
}

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

export const emptyContact: ContactFields = { name: '', email: '', organization: '', message: '' };

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const DEFAULT_SEND_ERROR = 'Failed to send';
/** Spec §9: the button shows 'Sent!' or 'Error - Try Again' for this long, then goes back to idle. */
export const CONTACT_STATUS_RESET_MS = 3000;

export const contactButtonLabel: Record<ContactStatus, string> = {
  idle: 'Send Message',
  sending: 'Sending...',
  success: 'Sent!',
  error: 'Error - Try Again',
};

/** Name, email and message are required; organization is optional. */
export function missingRequired(fields: ContactFields): boolean {
  return [fields.name, fields.email, fields.message].some((value) => value.trim() === '');
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every problem of the form at once, by field (empty when it can be sent): each missing
 * required field, and an email address that cannot be one. Checked before sending, so the
 * visitor sees why at the field instead of after a round trip.
 */
export function contactErrors(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (fields.name.trim() === '') errors.name = 'Please enter your name';
  const email = fields.email.trim();
  if (email === '') errors.email = 'Please enter your email address';
  else if (!emailPattern.test(email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (fields.message.trim() === '') errors.message = 'Please enter a message';
  return errors;
}

/**
 * The line above the fields: the spec's 'Please fill in all required fields' when one is
 * missing, else the email problem; null when the form can be sent.
 */
export function contactSummary(fields: ContactFields, errors: ContactErrors): string | null {
  if (missingRequired(fields)) return REQUIRED_FIELDS_MESSAGE;
  return errors.email ?? null;
}

export type SendContact = (fields: ContactFields) => Promise<void>;
type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** POST /api/contact; rejects with the server's `error` text, else 'Failed to send'. */
export async function sendContact(
  fields: ContactFields,
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const body = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    organization: fields.organization.trim(),
    message: fields.message.trim(),
  };
  let response: Response;
  try {
    response = await fetchImpl('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    // The network itself failed (gateway down, offline): nothing more specific to show.
    throw new Error(DEFAULT_SEND_ERROR);
  }
  if (!response.ok) throw new Error(await readError(response));
}

async function readError(response: Response): Promise<string> {
  try {
    const payload: unknown = await response.json();
    if (typeof payload === 'object' && payload !== null && 'error' in payload) {
      const { error } = payload;
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
  } catch {
    // Non-JSON error page from a proxy: fall through to the default text.
  }
  return DEFAULT_SEND_ERROR;
}
