import { serviceNames, type Envelope, type ServiceName } from '@rapport/contracts';

/** One service's answer to `<service>.export-user`. */
export type PartReply = Envelope<unknown>;

/**
 * The parts of an export, or which services did not answer: an export is whole or it is not
 * given (a partial copy would look complete to the person reading it).
 */
export function assembleParts(
  replies: Record<ServiceName, PartReply>,
):
  | { ok: true; parts: Record<ServiceName, Record<string, unknown>> }
  | { ok: false; missing: string[] } {
  const missing = serviceNames.filter((s) => {
    const r = replies[s];
    return !r || !r.ok || typeof r.data !== 'object' || r.data === null || Array.isArray(r.data);
  });
  if (missing.length > 0)
    return {
      ok: false,
      missing: missing.map((s) => {
        const r = replies[s];
        return r && !r.ok ? `${s} (${r.error.status} ${r.error.code})` : s;
      }),
    };
  const parts = Object.fromEntries(
    serviceNames.map((s) => [s, (replies[s] as { ok: true; data: Record<string, unknown> }).data]),
  ) as Record<ServiceName, Record<string, unknown>>;
  return { ok: true, parts };
}
