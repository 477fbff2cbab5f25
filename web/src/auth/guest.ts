/**
 * Guest client accounts (spec §2, §6): a client page visited with nobody stored signs in
 * a generated client at GUEST_EMAIL_DOMAIN.
 */
import type { OpBodyInput } from '@rapport/contracts';
import { api } from '../api/client';
import { GUEST_EMAIL_DOMAIN } from './guest-domain';
import { saveSession, type StoredUser } from './storage';

export { GUEST_EMAIL_DOMAIN, isGuestEmail } from './guest-domain';

export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The registration a guest is created with; `now` and `random` are injected for tests. */
export function guestRegistration(
  now: number = Date.now(),
  random: (bytes: number) => string = randomHex,
): OpBodyInput<'auth.register'> {
  return {
    firstName: 'Guest',
    lastName: 'User',
    email: `guest_${now}_${random(4)}@${GUEST_EMAIL_DOMAIN}`,
    // Never shown and never usable: the server refuses password logins for guests.
    password: random(24),
    role: 'client',
  };
}

let inflight: Promise<StoredUser> | null = null;

/**
 * Creates and stores a guest client. Concurrent callers (StrictMode's double effects,
 * two guarded components) share one request, so one visit makes one guest.
 */
export function ensureGuestSession(): Promise<StoredUser> {
  inflight ??= api('auth.register', { body: guestRegistration() })
    .then(({ user, token }) => {
      saveSession(user, token);
      return user;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
