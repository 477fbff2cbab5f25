import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Redis } from 'ioredis';
import { operationKeys, operations, type OperationDef } from '@rapport/contracts';
import { SESSION_COOKIE, firstIssueMessage, request as busRequest, type Bus } from '@rapport/kit';
import type { GatewayConfig } from './config';
import { decideAccess, decideOwner } from './access';
import { authenticate, sessionTokenOf } from './session';

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
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      handler: async (req, reply) => {
        // Who may call comes first: a caller without access learns nothing about the input.
        const caller = await authenticate(sessionTokenOf(req), deps.config.JWT_SECRET, deps.redis);
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

        const envelope = await busRequest(
          deps.bus,
          deps.bus.names.rpc(key),
          { params: req.params ?? {}, query: req.query ?? {}, body: req.body },
          { requestId: String(req.id ?? randomUUID()), caller, ip: req.ip, ...tokens },
          deps.config.RPC_TIMEOUT_MS,
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
        return reply.code(200).send(envelope.data);
      },
    });
  }
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
