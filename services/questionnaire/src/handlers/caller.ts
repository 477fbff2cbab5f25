import type { Caller } from '@rapport/contracts';
import { forbidden, unauthorized, type RequestContext } from '@rapport/kit';

export const OWN_DATA_ONLY = 'You can only access your own data.';
export const THERAPISTS_ONLY = 'This page is for therapists.';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const RESPONSE_NOT_FOUND = 'Response not found';

/**
 * The gateway lets only therapists (and admins) through to these operations; this is the belt
 * to its braces, so a request on the bus that skipped the gateway gets no further either.
 */
export function requireTherapist(ctx: RequestContext): Caller {
  const caller = ctx.caller;
  if (!caller) throw unauthorized('Please log in to continue.');
  if (caller.role !== 'therapist' && caller.role !== 'admin') throw forbidden(THERAPISTS_ONLY);
  return caller;
}

/** A `{userId}` call answers only for that therapist or an admin: never the id in the URL alone. */
export function requireOwner(ctx: RequestContext, userId: string): Caller {
  const caller = requireTherapist(ctx);
  if (caller.role !== 'admin' && caller.id !== userId) throw forbidden(OWN_DATA_ONLY);
  return caller;
}
