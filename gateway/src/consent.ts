import { randomUUID } from 'node:crypto';
import { consentRequired, type Caller, type ConsentPurpose } from '@rapport/contracts';
import { request as busRequest, type Bus } from '@rapport/kit';

export type ConsentDecision =
  { ok: true } | { ok: false; status: number; code: string; message: string };

/**
 * Whether `userId` has an active consent for `purpose`, asked of auth (which owns the records)
 * over the bus on every call that needs one: the one place where consent is enforced, for the
 * REST calls flagged `consent` in the contract and for the voice socket's init-session. No
 * cache: a consent given or withdrawn a moment ago counts at once. Auth not answering refuses
 * the call (503/504), never lets it through.
 */
export async function checkConsent(
  bus: Bus,
  purpose: ConsentPurpose,
  userId: string | undefined,
  meta: { requestId?: string; caller?: Caller },
  timeoutMs: number,
): Promise<ConsentDecision> {
  const refused = {
    ok: false as const,
    status: 403,
    code: consentRequired.code,
    message: consentRequired.message,
  };
  if (!userId) return refused;
  const envelope = await busRequest(
    bus,
    bus.names.rpc('auth.check-consent'),
    { params: {}, query: {}, body: { userId, purpose } },
    { requestId: meta.requestId ?? randomUUID(), caller: meta.caller },
    timeoutMs,
    { readOnly: true, retry: true },
  );
  if (!envelope.ok) return { ok: false, ...envelope.error };
  return (envelope.data as { active?: unknown }).active === true ? { ok: true } : refused;
}
