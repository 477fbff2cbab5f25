/**
 * Login throttling, decided before any password is checked. Each login attempt is counted
 * (per account and per client IP, fixed window) *before* verification; a success gives the
 * attempt back. Counting first means a burst of parallel guesses cannot slip past the limit
 * while the first ones are still being verified.
 */

/** One Redis counter after this attempt was added: its value and seconds left in its window. */
export interface AttemptCounter {
  count: number;
  /** Seconds until the window ends; negative when Redis reports no expiry. */
  ttlSeconds: number;
}

export interface ThrottleLimits {
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
  counters: { account: AttemptCounter; ip: AttemptCounter },
  limits: ThrottleLimits,
): ThrottleDecision {
  const exceeded = [
    counters.account.count > limits.maxFailuresPerAccount ? counters.account : undefined,
    counters.ip.count > limits.maxFailuresPerIp ? counters.ip : undefined,
  ].filter((c): c is AttemptCounter => c !== undefined);
  if (exceeded.length === 0) return { allowed: true };
  const waits = exceeded.map((c) => (c.ttlSeconds > 0 ? c.ttlSeconds : limits.windowSeconds));
  return { allowed: false, retryAfterSeconds: Math.max(...waits) };
}

/** 'Too many login attempts. Please wait 15 minutes and try again.' (rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
