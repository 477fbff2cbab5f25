import type { Caller } from '@rapport/contracts';
import { forbidden, unauthorized } from './errors';
import type { RequestContext } from './rpc';

export const ADMINS_ONLY = 'This page is for administrators.';

/**
 * The `admin` operations (`/api/admin/...`): the gateway lets only the admin through; each
 * owning service checks again, so a request on the bus that skipped the gateway gets no
 * further either.
 */
export function requireAdmin(ctx: Pick<RequestContext, 'caller'>): Caller {
  const caller = ctx.caller;
  if (!caller) throw unauthorized('Please log in to continue.');
  if (caller.role !== 'admin') throw forbidden(ADMINS_ONLY);
  return caller;
}
