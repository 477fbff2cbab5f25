import { z } from 'zod';
import { op } from '../operation';
import {
  contactMessage,
  requiredText,
  sessionRequest,
  sessionRequestInput,
  sessionRequestResponse,
} from '../entities';

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
  'contact.create-session-request': op({
    service: 'contact',
    method: 'POST',
    path: '/api/session-requests',
    summary:
      "'Book First Session': a client asks an approved therapist for a first session. One open " +
      'request per therapist (409 otherwise); publishes event.session-request.created.',
    access: 'client',
    body: sessionRequestInput,
    response: z.object({ request: sessionRequest }),
  }),
  'contact.list-session-requests': op({
    service: 'contact',
    method: 'GET',
    path: '/api/session-requests',
    summary:
      "The caller's own first-session requests, newest first: a client's sent ones, a " +
      "therapist's received ones.",
    access: 'user',
    noCache: true,
    response: z.object({ requests: z.array(sessionRequest) }),
  }),
  'contact.respond-session-request': op({
    service: 'contact',
    method: 'POST',
    path: '/api/session-requests/{id}/respond',
    summary:
      'The addressed therapist accepts or declines a request, once (403 for anyone else, 409 ' +
      'when already answered); publishes event.session-request.answered.',
    access: 'therapist',
    params: z.object({ id: requiredText('Request id is required') }),
    body: sessionRequestResponse,
    response: z.object({ request: sessionRequest }),
  }),
};
