/**
 * Every address at this domain is a guest client account (the web app registers
 * `guest_<timestamp>_<random>@guest.rapport.app` when nobody is signed in). A guest gets
 * its session from registration only: its stored hash is of a random secret, never of
 * the password it was registered with, so nobody can log in as a guest with a password.
 * The web app holds the same constant (web/src/auth/guest-domain.ts).
 */
export const GUEST_EMAIL_DOMAIN = 'guest.rapport.app';

export function isGuestEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}

/** The one spelling of an email address the users collection stores and looks up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
