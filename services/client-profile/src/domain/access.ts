import type { Caller } from '@rapport/contracts';
import { forbidden, unauthorized } from '@rapport/kit';

export const OWN_DATA_ONLY = 'You can only access your own data.';

/**
 * The gateway already lets only clients and admins through, and only for their own id; this
 * is the service's own check (DESIGN §4: never trust the id in the request alone).
 */
export function requireActingFor(caller: Caller | undefined, userId: string): Caller {
  if (!caller) throw unauthorized('Please log in to continue.');
  if (caller.role === 'admin') return caller;
  if (caller.role !== 'client') throw forbidden('This page is for clients.');
  if (caller.id !== userId) throw forbidden(OWN_DATA_ONLY);
  return caller;
}
