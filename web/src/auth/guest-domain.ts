/**
 * The server treats every address at this domain as a guest account that can never log
 * in with a password: a contract between the web app and services/auth.
 */
export const GUEST_EMAIL_DOMAIN = 'guest.rapport.app';

export function isGuestEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}
