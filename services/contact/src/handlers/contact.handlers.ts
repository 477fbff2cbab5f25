import type { HandlerMap } from '@rapport/kit';
import type { ContactDeps } from './deps';

/** The public 'Early Adopter Partnerships' form. */
export function contactHandlers(
  deps: Pick<ContactDeps, 'messages'> & { outboxes: Pick<ContactDeps['outboxes'], 'messages'> },
): Pick<HandlerMap<'contact'>, 'contact.send'> {
  return {
    'contact.send': async ({ body }, ctx) => {
      const stored = await deps.messages.recordMessage(body, ctx.requestId, ctx.idempotencyId);
      const id = stored._id.toHexString();
      // Stored with the message: published now, or by the outbox relay if NATS is away.
      await deps.outboxes.messages.flush(stored._id);
      ctx.log.info({ contactId: id }, 'contact message received');
      return { success: true, id };
    },
  };
}
