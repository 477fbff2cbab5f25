import { z } from 'zod';
import { op } from '../operation';
import { contactMessage } from '../entities';

export const contactOperations = {
  'contact.send': op({
    service: 'contact',
    method: 'POST',
    path: '/api/contact',
    summary:
      'Early Adopter Partnerships form: stores the message and publishes event.contact.received.',
    access: 'public',
    body: contactMessage,
    response: z.object({ success: z.literal(true), id: z.string() }),
  }),
};
