import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Redis } from 'ioredis';
import { operationKeys, operations, type Caller, type OperationDef } from '@rapport/contracts';
import {
  SESSION_COOKIE,
  firstIssueMessage,
  request as busRequest,
  type Bus,
  type CallMeta,
} from '@rapport/kit';
import type { GatewayConfig } from './config';
import { consentSubject, decideAccess, decideOwner } from './access';
import { checkConsent } from './consent';
import { SessionCheckUnavailable, authenticate, sessionTokenOf } from './session';

/** `/api/x/{id}` → `/api/x/:id` */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: message, code });
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) || undefined;
}

/** Registers one route per operation of the contract table; the gateway adds no business rules. */
export function registerOperationRoutes(
  app: FastifyInstance,
  deps: { bus: Bus; redis: Redis; config: GatewayConfig },
): void {
  for (const key of operationKeys()) {
    const op = operations[key] as OperationDef;
    // Bus-only calls between services (export parts, the consent check) get no route.
    if (op.access === 'internal') continue;
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      handler: async (req, reply) => {
        // Who may call comes first: a caller without access learns nothing about the input.
        let caller: Caller | undefined;
        try {
          caller = await authenticate(sessionTokenOf(req), deps.config.JWT_SECRET, deps.redis);
        } catch (err) {
          if (!(err instanceof SessionCheckUnavailable)) throw err;
          req.log.warn({ err: err.cause }, 'session check unavailable (Redis)');
          return sendError(reply, 503, err.code, err.message);
        }
        const tokens = {
          contributionToken: header(req, 'x-contribution-token'),
          inviteToken: header(req, 'x-invite-token'),
        };
        const access = decideAccess(op.access, caller, tokens);
        if (!access.ok)
          return sendError(
            reply,
            access.status,
            access.status === 401 ? 'unauthorized' : 'forbidden',
            access.message,
          );
        const params = op.params.safeParse(req.params ?? {});
        const query = op.query.safeParse(req.query ?? {});
        const body = op.body.safeParse(req.body);
        for (const part of [params, query, body]) {
          if (!part.success)
            return sendError(reply, 400, 'invalid_request', firstIssueMessage(part.error.issues));
        }
        const owner = decideOwner(op.owner, caller, {
          params: req.params as Record<string, unknown>,
          body: req.body,
        });
        if (!owner.ok) return sendError(reply, owner.status, 'forbidden', owner.message);
        if (op.consent) {
          const subject = consentSubject(op.owner, caller, {
            params: req.params as Record<string, unknown>,
            body: req.body,
          });
          const consent = await checkConsent(
            deps.bus,
            op.consent,
            subject,
            { requestId: String(req.id ?? randomUUID()), caller },
            deps.config.RPC_TIMEOUT_MS,
          );
          if (!consent.ok) return sendError(reply, consent.status, consent.code, consent.message);
        }

        const payload = { params: req.params ?? {}, query: req.query ?? {}, body: req.body };
        const readOnly = op.method === 'GET';
        const idem = readOnly ? undefined : idempotencyOf(req, key, caller, payload);
        if (idem && !idem.ok) return sendError(reply, 400, 'invalid_idempotency_key', idem.message);
        const envelope = await busRequest(
          deps.bus,
          deps.bus.names.rpc(key),
          payload,
          {
            requestId: String(req.id ?? randomUUID()),
            caller,
            ip: req.ip,
            ...tokens,
            idempotency: idem?.value,
          },
          deps.config.RPC_TIMEOUT_MS,
          // Sent again once when no answer can come (no responders, connection lost): a
          // read, or a write the service deduplicates by its key.
          { readOnly, retry: readOnly || idem !== undefined },
        );
        if (op.noCache) reply.header('cache-control', 'no-store');
        if (!envelope.ok)
          return sendError(
            reply,
            envelope.error.status,
            envelope.error.code,
            envelope.error.message,
          );
        applySessionCookie(reply, op, envelope.data, deps.config);
        if (op.attachment) {
          const date = new Date().toISOString().slice(0, 10);
          reply.header(
            'content-disposition',
            `attachment; filename="${op.attachment}-${date}.json"`,
          );
        }
        return reply.code(op.created ? 201 : 200).send(envelope.data);
      },
    });
  }
}

/** 1–200 visible ASCII characters (spaces inside allowed), e.g. a UUID. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/;
export const BAD_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 1 to 200 printable characters (for example a UUID).';

/**
 * The request's Idempotency-Key, scoped to the caller (their user id, or their address when
 * anonymous) and the operation by the service, with a hash of what the request asks, so the
 * same key with another body is told apart.
 */
export function idempotencyOf(
  req: FastifyRequest,
  key: string,
  caller: Caller | undefined,
  payload: unknown,
):
  | { ok: true; value: NonNullable<CallMeta['idempotency']> }
  | { ok: false; message: string }
  | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (!IDEMPOTENCY_KEY.test(value)) return { ok: false, message: BAD_IDEMPOTENCY_KEY };
  const requestHash = createHash('sha256')
    .update(key)
    .update(JSON.stringify(payload))
    .digest('base64url');
  const scope = caller ? `user:${caller.id}` : `ip:${req.ip}`;
  return { ok: true, value: { key: value, scope, requestHash } };
}

function applySessionCookie(
  reply: FastifyReply,
  op: OperationDef,
  data: unknown,
  config: GatewayConfig,
): void {
  const cookie = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
  };
  if (op.sessionCookie === 'set') {
    const token = (data as { token?: unknown }).token;
    if (typeof token !== 'string') return;
    // The cookie lives exactly as long as the token it carries.
    const exp = decodeJwt(token).exp;
    const maxAge = exp ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : undefined;
    reply.setCookie(SESSION_COOKIE, token, { ...cookie, maxAge });
  } else if (op.sessionCookie === 'clear') {
    reply.clearCookie(SESSION_COOKIE, cookie);
  }
}
