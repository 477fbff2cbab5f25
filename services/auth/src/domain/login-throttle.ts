/**
 * Login throttling, decided before any password is checked (OWASP authentication cheat sheet:
 * throttle, don't lock out). Each attempt is counted *before* verification, in fixed windows:
 * per (account, address), per account across all addresses, and per address; a success gives the
 * attempt back. Counting first means a burst of parallel guesses cannot slip past a limit while
 * the first ones are still being verified. The pair limit is low and the account ceiling much
 * higher, so a stranger guessing from one address cannot lock the owner out from another; wrong
 * answers also come back ever more slowly (`failureDelayMs`).
 */

/** One Redis counter after this attempt was added: its value and seconds left in its window. */
export interface AttemptCounter {
  count: number;
  /** Seconds until the window ends; negative when Redis reports no expiry. */
  ttlSeconds: number;
}

export interface LoginCounters {
  /** This account from this address. */
  pair: AttemptCounter;
  /** This account from every address. */
  account: AttemptCounter;
  /** This address, every account. */
  ip: AttemptCounter;
}

export interface ThrottleLimits {
  maxFailuresPerAccountAddress: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * `count` includes the current attempt, so with a limit of 10 the 10th attempt is still
 * checked and the 11th is refused. The wait is the longest window among the exceeded counters.
 */
export function decideLoginThrottle(
  counters: LoginCounters,
  limits: ThrottleLimits,
): ThrottleDecision {
  const exceeded = [
    counters.pair.count > limits.maxFailuresPerAccountAddress ? counters.pair : undefined,
    counters.account.count > limits.maxFailuresPerAccount ? counters.account : undefined,
    counters.ip.count > limits.maxFailuresPerIp ? counters.ip : undefined,
  ].filter((c): c is AttemptCounter => c !== undefined);
  if (exceeded.length === 0) return { allowed: true };
  const waits = exceeded.map((c) => (c.ttlSeconds > 0 ? c.ttlSeconds : limits.windowSeconds));
  return { allowed: false, retryAfterSeconds: Math.max(...waits) };
}

/** Wrong answers within the free attempts of a pair come back at once. */
export const FREE_ATTEMPTS = 3;
/** The longest a wrong answer is held back (well under the gateway's call timeout). */
export const MAX_FAILURE_DELAY_MS = 2000;

/**
 * How long to hold back the answer to a wrong password, growing with the pair's attempts:
 * none for the first 3, then base, 2×base, 4×base … up to 2 s.
 */
export function failureDelayMs(pairCount: number, baseMs: number): number {
  if (pairCount <= FREE_ATTEMPTS || baseMs <= 0) return 0;
  return Math.min(MAX_FAILURE_DELAY_MS, baseMs * 2 ** Math.min(20, pairCount - FREE_ATTEMPTS - 1));
}

/** 'Too many login attempts. Please wait 15 minutes and try again.' (rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
