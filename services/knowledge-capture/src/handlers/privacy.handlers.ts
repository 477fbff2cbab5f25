import type { HandlerMap } from '@rapport/kit';

/**
 * What knowledge-capture holds about an account: nothing. The senior therapists' contributions
 * are their professional know-how, tied to the contribution password of the page (not to an
 * account, and holding no client's data), so a user's export says so and a deletion leaves
 * them (the operator removes a contributor's work on request).
 */
export const KNOWLEDGE_CAPTURE_NOTE =
  "Knowledge capture keeps the senior therapists' contributions, which are tied to the " +
  'contribution password of their page, not to an account. Nothing here belongs to your account.';

export function privacyHandlers(): Pick<
  HandlerMap<'knowledge-capture'>,
  'knowledge-capture.export-user'
> {
  return {
    'knowledge-capture.export-user': async () => ({ note: KNOWLEDGE_CAPTURE_NOTE, records: [] }),
  };
}
