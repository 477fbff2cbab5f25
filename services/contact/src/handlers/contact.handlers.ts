import type { EventBus, HandlerMap } from '@rapport/kit';
import type { ContactMessageRepository } from '../store/contact-message.repository';

export function contactHandlers(deps: {
  messages: ContactMessageRepository;
  events: EventBus;
}): HandlerMap<'contact'> {
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
