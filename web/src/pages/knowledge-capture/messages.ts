/**
 * Every text of the knowledge-capture area that the spec quotes (§2, §5, §8), verbatim,
 * and the rules that pick between a server message and a screen's fallback.
 */
import { ApiError } from '../../api/http';

export const text = {
  verifying: 'Verifying access...',
  accessCheckFailed: 'Unable to verify access. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordRequired: 'Password is required',
  registrationFailed: 'Registration failed',
  registrationNetwork: 'Registration failed. Please try again.',
  invalidPassword: 'Invalid password',
  loginNetwork: 'Login failed. Please try again.',
  registrationSuccess: 'Registration Successful! Loading the page...',
  alreadyHavePassword: 'I already have a password',

  thoughtsRequired: 'Please enter your thoughts before submitting',
  nameMissing: 'Error: Therapist name is not available',
  refinementRequired: 'Please enter refinement instructions',
  confirmClear: 'Are you sure you want to clear your input?',
  saved: 'Your input has been saved successfully!',
  noPrevious: 'No previous contributions found',

  confirmRemoveQuestion: 'Are you sure you want to remove this question?',
  confirmRemoveInsight: 'Are you sure you want to remove this insight?',
  notFound: 'Not Found: The requested contribution could not be found.',
  missingParameters: 'Missing parameters',
  emptyResponse: 'Empty response from server',
  missingContribution: 'The response did not contain the contribution data',
  contributionSaved: 'Contribution saved successfully!',
  convertFailed: 'Failed to convert question to insight',
  unsavedChanges: 'Unsaved Changes',
} as const;

/** Spec §8 alerts that wrap the call's message. */
export const wrap = {
  process: (m: string) => `Error processing your input: ${m}`,
  refine: (m: string) => `Error processing your refinement request: ${m}`,
  save: (m: string) => `Error saving your input: ${m}`,
  load: (m: string) => `Failed to load the contribution: ${m}`,
  saveContribution: (m: string) => `Error saving contribution: ${m}`,
  convert: (m: string) => `Error: ${m}`,
};

/** 'Please use /maya or /daniel' (three names: '/a, /b or /c'): the real names, lower-cased. */
export function pleaseUse(experts: readonly string[]): string {
  const paths = experts.map((n) => `/${n.trim().toLowerCase()}`);
  const last = paths.pop() ?? '';
  return `Please use ${paths.length ? `${paths.join(', ')} or ${last}` : last}`;
}

/** 'maya' → 'Maya', for "Dr. {Name}'s Insights". */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

export function pageTitle(name: string): string {
  return `Dr. ${displayName(name)}'s Insights`;
}

/** True when the server could not be reached (or the call broke before an answer). */
export function isNetworkFailure(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0;
}

/**
 * Registration and login (spec §8): a network failure has its own text, otherwise the
 * server's error, otherwise the fallback.
 */
export function accessFailure(err: unknown, fallback: string, network: string): string {
  if (isNetworkFailure(err)) return network;
  return err instanceof ApiError && err.fromServer ? err.message : fallback;
}

/**
 * The {message} of the processing, refinement, save and load alerts: 'Server returned
 * non-JSON response', the server's error, or 'Server returned {status}' (all carried by
 * ApiError), else whatever broke.
 */
export function callMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return String(err);
}

/** Convert (spec §8): 'Error: {server message}', else 'Failed to convert question to insight'. */
export function convertFailure(err: unknown): string {
  return err instanceof ApiError && err.fromServer ? wrap.convert(err.message) : text.convertFailed;
}
