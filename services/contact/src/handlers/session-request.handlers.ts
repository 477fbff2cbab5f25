import type { EventName, EventPayload } from '@rapport/contracts';
import { conflict, notFound, type HandlerMap, type RequestContext } from '@rapport/kit';
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

/**
 * The request is stored whatever happens to its event: failing the call now would leave the
 * client unable to retry (409). The loss is logged loudly instead.
 */
async function announce<N extends EventName>(
  deps: ContactDeps,
  name: N,
  data: EventPayload<N>,
  id: string,
  ctx: RequestContext,
): Promise<void> {
  try {
    await deps.events.publish(name, data, id);
  } catch (err) {
    ctx.log.error({ err, event: name, id }, 'session request event not published');
  }
}

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
      };
      try {
        await deps.requests.insertRequest(stored);
      } catch (err) {
        await deps.requests.releaseOpenSlot(client.id, therapist.id, id);
        throw err;
      }
      await announce(
        deps,
        'event.session-request.created',
        {
          requestId: id,
          clientId: client.id,
          therapistId: therapist.id,
          mode: body.mode,
          createdAt: now.toISOString(),
        },
        `session-request.created:${id}`,
        ctx,
      );
      ctx.log.info({ requestId: id, therapistId: therapist.id }, 'session request sent');
      return { request: toSessionRequest(stored) };
    },

    'contact.list-session-requests': async (_input, ctx) => {
      const owner = ownerOfList(ctx.caller);
      const stored = await deps.requests.listFor(owner);
      const names = await deps.accounts.namesOf(stored.map((r) => r.clientId));
      return { requests: stored.map((r) => toSessionRequest(r, names.get(r.clientId))) };
    },

    'contact.respond-session-request': async ({ params, body }, ctx) => {
      const request = await deps.requests.findRequest(params.id);
      if (!request) throw notFound(REQUEST_NOT_FOUND);
      const therapist = requireAddressedTherapist(ctx.caller, request);
      if (request.status !== 'open') throw conflict(ALREADY_ANSWERED, 'already_answered');
      const { first, answer } = await deps.requests.recordAnswer({
        _id: request._id,
        therapistId: therapist.id,
        decision: body.decision,
        note: body.note,
        at: deps.now(),
      });
      // A second answer is refused, unless it repeats the first one whose write was cut
      // short (the request still reads open): then this call finishes it.
      if (!first && answer.decision !== body.decision) {
        throw conflict(ALREADY_ANSWERED, 'already_answered');
      }
      const answered = await deps.requests.applyAnswer(answer);
      if (!answered) throw notFound(REQUEST_NOT_FOUND);
      await deps.requests.releaseOpenSlot(request.clientId, request.therapistId, request._id);
      await announce(
        deps,
        'event.session-request.answered',
        {
          requestId: request._id,
          clientId: request.clientId,
          therapistId: request.therapistId,
          decision: answer.decision,
          answeredAt: answer.at.toISOString(),
        },
        `session-request.answered:${request._id}`,
        ctx,
      );
      ctx.log.info(
        { requestId: request._id, decision: answer.decision },
        'session request answered',
      );
      const names = await deps.accounts.namesOf([request.clientId]);
      return { request: toSessionRequest(answered, names.get(request.clientId)) };
    },
  };
}
