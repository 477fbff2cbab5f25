import { limits } from '@rapport/contracts';
import { requireAdmin, type HandlerMap } from '@rapport/kit';
import type { ContactDeps } from './deps';

/** The admin dashboard's list of contact form messages. */
export function adminHandlers(
  deps: ContactDeps,
): Pick<HandlerMap<'contact'>, 'contact.admin-list-contact-messages'> {
  return {
    'contact.admin-list-contact-messages': async ({ query }, ctx) => {
      requireAdmin(ctx);
      const stored = await deps.messages.listRecent(query.limit ?? limits.adminListMax);
      return {
        messages: stored.map((m) => ({
          id: m._id.toHexString(),
          name: m.name,
          email: m.email,
          organization: m.organization,
          message: m.message,
          receivedAt: m.receivedAt.toISOString(),
        })),
      };
    },
  };
}
