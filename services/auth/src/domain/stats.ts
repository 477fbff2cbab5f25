import type { Envelope } from '@rapport/contracts';

/** One owning service's answer to its count call, named for the message when it fails. */
export interface CountReply {
  service: string;
  envelope: Envelope<unknown>;
}

/**
 * The counts of every owning service, or the message that says which did not answer: the
 * dashboard must never show a half-filled set of numbers as if it were complete.
 */
export function gatherCounts<T extends Record<string, unknown>>(
  replies: Record<keyof T & string, CountReply>,
): { ok: true; counts: T } | { ok: false; message: string; status: number } {
  const failed = Object.values<CountReply>(replies).filter((r) => !r.envelope.ok);
  if (failed.length === 0) {
    const counts = Object.fromEntries(
      Object.entries<CountReply>(replies).map(([key, r]) => [
        key,
        (r.envelope as { ok: true; data: unknown }).data,
      ]),
    );
    return { ok: true, counts: counts as T };
  }
  const messages = failed.map((r) =>
    r.envelope.ok ? '' : `${r.service}: ${r.envelope.error.message}`,
  );
  // A service that is down (503) or slow (504) is the usual cause; anything else passes on.
  const statuses = failed.map((r) => (r.envelope.ok ? 500 : r.envelope.error.status));
  const status = statuses.every((s) => s === 504) ? 504 : statuses.includes(403) ? 403 : 503;
  return {
    ok: false,
    status,
    message: `The counts could not be gathered because not every service answered (${messages.join('; ')})`,
  };
}
