import { conflict, notFound, pendingEvent, type HandlerMap } from '@rapport/kit';
import {
  ownerOfList,
  requireAddressedTherapist,
  requireClient,
  toSessionRequest,
} from '../domain/session-request-view';
import type { StoredSessionRequest } from '../store/session-request.repository';
import type { ContactDeps } from './deps';

type RequestOps =
  | 'contact.create-session-request'
  | 'contact.list-session-requests'
  | 'contact.respond-session-request';

export const THERAPIST_UNAVAILABLE = 'This therapist is not available for first-session requests.';
export const ALREADY_ANSWERED = 'This request has already been answered.';
export const REQUEST_NOT_FOUND = 'Session request not found';
export const alreadyOpen = (therapistName: string) =>
  `You already have an open request with ${therapistName}. Please wait for their answer.`;

/** First-session requests: a client asks an approved therapist, the therapist answers once. */
export function sessionRequestHandlers(deps: ContactDeps): Pick<HandlerMap<'contact'>, RequestOps> {
  return {
    'contact.create-session-request': async ({ body }, ctx) => {
      const client = requireClient(ctx.caller);
      const therapist = await deps.directory.findApproved(body.therapistId);
      if (!therapist) throw notFound(THERAPIST_UNAVAILABLE, 'therapist_unavailable');
      const now = deps.now();
      const id = deps.newId();
      if (!(await deps.requests.claimOpenSlot(client.id, therapist.id, id, now))) {
        throw conflict(alreadyOpen(therapist.name), 'request_open');
      }
      const names = await deps.accounts.namesOf([client.id]);
      const stored: StoredSessionRequest = {
        _id: id,
        clientId: client.id,
        clientName: names.get(client.id) ?? '',
        clientEmail: client.email,
        therapistId: therapist.id,
        therapistName: therapist.name,
        message: body.message,
        preferredTimes: body.preferredTimes,
        mode: body.mode,
        status: 'open',
        createdAt: now,
        // Stored with the request, published right after (or by the outbox relay).
        outbox: [
          pendingEvent(
            'event.session-request.created',
            {
              requestId: id,
              clientId: client.id,
              therapistId: therapist.id,
              mode: body.mode,
              createdAt: now.toISOString(),
            },
            `session-request.created:${id}`,
            now,
          ),
        ],
      };
      try {
        await deps.requests.insertRequest(stored);
      } catch (err) {
        await deps.requests.releaseOpenSlot(client.id, therapist.id, id);
        throw err;
      }
      await deps.outboxes.requests.flush(id);
      ctx.log.info({ requestId: id, therapistId: therapist.id }, 'session request sent');
      return { request: toSessionRequest(stored) };
    },

    'contact.list-session-requests': async (_input, ctx) => {
      const owner = ownerOfList(ctx.caller);
      const stored = await deps.requests.listFor(owner);
      const names = await deps.accounts.namesOf(stored.map((r) => r.clientId));
      // A therapist reading the requests they received reads each client's name and message.
      await deps.accessLog.record(
        ctx.caller,
        stored.map((r) => r.clientId),
        'session request (your name and message)',
      );
      return { requests: stored.map((r) => toSessionRequest(r, names.get(r.clientId))) };
    },

    'contact.respond-session-request': async ({ params, body }, ctx) => {
      const request = await deps.requests.findRequest(params.id);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      const therapist = requireAddressedTherapist(ctx.caller, request);
      if (request.status !== 'open') throw conflict(ALREADY_ANSWERED, 'already_answered');
      const at = deps.now();
      // The answer record decides the request; its event is stored in the same insert.
      const { first, answer } = await deps.requests.recordAnswer({
        _id: request._id,
        therapistId: therapist.id,
        decision: body.decision,
        note: body.note,
        at,
        outbox: [
          pendingEvent(
            'event.session-request.answered',
            {
              requestId: request._id,
              clientId: request.clientId,
              therapistId: request.therapistId,
              decision: body.decision,
              answeredAt: at.toISOString(),
            },
            `session-request.answered:${request._id}`,
            at,
          ),
        ],
      });
      // A second answer is refused, unless it repeats the first one whose write was cut
      // short (the request still reads open): then this call finishes it.
      if (!first && answer.decision !== body.decision) {
        throw conflict(ALREADY_ANSWERED, 'already_answered');
      }
      const answered = await deps.requests.applyAnswer(answer);
      if (!answered) throw notFound(REQUEST_NOT_FOUND);
      await deps.requests.releaseOpenSlot(request.clientId, request.therapistId, request._id);
      await deps.outboxes.answers.flush(request._id);
      ctx.log.info(
        { requestId: request._id, decision: answer.decision },
        'session request answered',
      );
      const names = await deps.accounts.namesOf([request.clientId]);
      return { request: toSessionRequest(answered, names.get(request.clientId)) };
    },
  };
}
