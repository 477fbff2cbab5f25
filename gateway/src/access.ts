import { inviteRequired, type Access, type Caller, type OperationDef } from '@rapport/contracts';

export type AccessDecision = { ok: true } | { ok: false; status: 401 | 403; message: string };

const signInRequired: AccessDecision = {
  ok: false,
  status: 401,
  message: 'Please log in to continue.',
};

/** Pure access rule of the contract table; the owner check compares the id in the request with the caller. */
export function decideAccess(
  access: Access,
  caller: Caller | undefined,
  headers: { contributionToken?: string; inviteToken?: string },
): AccessDecision {
  switch (access) {
    case 'public':
    case 'optional-user':
      return { ok: true };
    case 'user':
      return caller ? { ok: true } : signInRequired;
    case 'client-or-admin':
      if (!caller) return signInRequired;
      return caller.role === 'client' || caller.role === 'admin'
        ? { ok: true }
        : { ok: false, status: 403, message: 'This page is for clients.' };
    case 'client':
      if (!caller) return signInRequired;
      return caller.role === 'client'
        ? { ok: true }
        : { ok: false, status: 403, message: 'Only client accounts can do this.' };
    case 'admin':
      if (!caller) return signInRequired;
      return caller.role === 'admin'
        ? { ok: true }
        : { ok: false, status: 403, message: 'This page is for administrators.' };
    case 'therapist':
      if (!caller) return signInRequired;
      return caller.role === 'therapist' || caller.role === 'admin'
        ? { ok: true }
        : { ok: false, status: 403, message: 'This page is for therapists.' };
    case 'contribution-token':
      return headers.contributionToken
        ? { ok: true }
        : {
            ok: false,
            status: 401,
            message: 'Access token required. Please log in with your contribution password.',
          };
    case 'invite-token':
      // Only that a token is present: the matchmaker, which owns the tokens, decides whether it
      // is valid. (Operations marked `invite: true` are not checked here at all: an account that
      // redeemed an invite passes without the header, and only the matchmaker knows it.)
      return headers.inviteToken
        ? { ok: true }
        : { ok: false, status: 403, message: inviteRequired.message };
    case 'internal':
      // Bus-only calls between services have no route; should one be asked for, it is refused.
      return { ok: false, status: 403, message: 'This call is not available over HTTP.' };
  }
}

/** Whose consent a call flagged `consent` needs: the user the request names (`owner`), else the caller. */
export function consentSubject(
  owner: OperationDef['owner'],
  caller: Caller | undefined,
  input: { params: Record<string, unknown>; body: unknown },
): string | undefined {
  if (owner) {
    const source =
      owner.in === 'params' ? input.params : (input.body as Record<string, unknown> | undefined);
    const claimed = source?.[owner.field];
    if (typeof claimed === 'string' && claimed !== '') return claimed;
  }
  return caller?.id;
}

/** `{userId}` calls answer only for that user or an admin. */
export function decideOwner(
  owner: OperationDef['owner'],
  caller: Caller | undefined,
  input: { params: Record<string, unknown>; body: unknown },
): AccessDecision {
  if (!owner) return { ok: true };
  if (!caller) return signInRequired;
  if (caller.role === 'admin') return { ok: true };
  const source =
    owner.in === 'params' ? input.params : (input.body as Record<string, unknown> | undefined);
  const claimed = source?.[owner.field];
  if (claimed === undefined || claimed === null || claimed === '') return { ok: true };
  return String(claimed) === caller.id
    ? { ok: true }
    : { ok: false, status: 403, message: 'You can only access your own data.' };
}
