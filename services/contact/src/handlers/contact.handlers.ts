import type { HandlerMap } from '@rapport/kit';
import type { ContactDeps } from './deps';

/** The public 'Early Adopter Partnerships' form. */
export function contactHandlers(
  deps: Pick<ContactDeps, 'messages' | 'events'>,
): Pick<HandlerMap<'contact'>, 'contact.send'> {
  return {
    'contact.send': async ({ body }, ctx) => {
      const stored = await deps.messages.recordMessage(body, ctx.requestId);
      const id = stored._id.toHexString();
      await deps.events.publish('event.contact.received', {
        id,
        name: stored.name,
        email: stored.email,
        organization: stored.organization,
        message: stored.message,
        receivedAt: stored.receivedAt.toISOString(),
      });
      ctx.log.info({ contactId: id }, 'contact message received');
      return { success: true, id };
    },
  };
}
