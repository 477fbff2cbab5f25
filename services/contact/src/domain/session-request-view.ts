import type { Caller, SessionRequest } from '@rapport/contracts';
import { forbidden, unauthorized } from '@rapport/kit';
import type { RequestOwner, StoredSessionRequest } from '../store/session-request.repository';

export const CLIENTS_ONLY = 'Only client accounts can request a first session.';
export const NOT_YOUR_REQUEST = 'You can only answer requests sent to you.';
export const LIST_FOR_CLIENTS_AND_THERAPISTS =
  'Session requests are listed for clients and therapists.';

/** Whose requests a caller lists: a client's sent ones, a therapist's received ones. */
export function ownerOfList(caller: Caller | undefined): RequestOwner {
  if (!caller) throw unauthorized('Please log in to continue.');
  if (caller.role === 'client') return { clientId: caller.id };
  if (caller.role === 'therapist') return { therapistId: caller.id };
  throw forbidden(LIST_FOR_CLIENTS_AND_THERAPISTS);
}

/** Only a client sends a request (the gateway checks it too). */
export function requireClient(caller: Caller | undefined): Caller {
  if (!caller) throw unauthorized('Please log in to continue.');
  if (caller.role !== 'client') throw forbidden(CLIENTS_ONLY);
  return caller;
}

/** Only the therapist a request was sent to answers it: not another therapist, not an admin. */
export function requireAddressedTherapist(
  caller: Caller | undefined,
  request: Pick<StoredSessionRequest, 'therapistId'>,
): Caller {
  if (!caller) throw unauthorized('Please log in to continue.');
  if (caller.role !== 'therapist' || caller.id !== request.therapistId) {
    throw forbidden(NOT_YOUR_REQUEST);
  }
  return caller;
}

/** The request as both sides see it; `clientName` is the account's name when known. */
export function toSessionRequest(d: StoredSessionRequest, clientName?: string): SessionRequest {
  return {
    id: d._id,
    clientId: d.clientId,
    clientName: clientName || d.clientName,
    clientEmail: d.clientEmail,
    therapistId: d.therapistId,
    therapistName: d.therapistName,
    message: d.message,
    preferredTimes: d.preferredTimes,
    mode: d.mode,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    ...(d.answeredAt ? { answeredAt: d.answeredAt.toISOString() } : {}),
    ...(d.responseNote !== undefined ? { responseNote: d.responseNote } : {}),
  };
}
