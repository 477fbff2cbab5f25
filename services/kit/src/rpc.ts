import { randomUUID } from 'node:crypto';
import { ErrorCode, headers as natsHeaders, type MsgHdrs, type Msg, type Subscription } from 'nats';
import {
  caller as callerSchema,
  headers as metaHeaders,
  operations,
  operationsOf,
  type Caller,
  type Envelope,
  type OpBody,
  type OperationKey,
  type OperationsOf,
  type OpParams,
  type OpQuery,
  type OpResponse,
  type RpcRequest,
  type ServiceName,
} from '@rapport/contracts';
import type { Bus } from './bus';
import { ServiceError, firstIssueMessage } from './errors';
import type { Logger } from './logger';

/** Who is calling and on whose behalf, read from the NATS headers the gateway set. */
export interface RequestContext {
  requestId: string;
  caller?: Caller;
  ip?: string;
  contributionToken?: string;
  inviteToken?: string;
  log: Logger;
}

export interface HandlerInput<K extends OperationKey> {
  params: OpParams<K>;
  query: OpQuery<K>;
  body: OpBody<K>;
}

export type Handler<K extends OperationKey> = (
  input: HandlerInput<K>,
  ctx: RequestContext,
) => Promise<OpResponse<K>>;

/** One handler per operation of the service: a missing one is a compile error (and a start-up error). */
export type HandlerMap<S extends ServiceName> = { [K in OperationsOf<S>]: Handler<K> };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encode(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

function decode(data: Uint8Array): unknown {
  if (data.length === 0) return undefined;
  return JSON.parse(decoder.decode(data));
}

/**
 * Reads the caller headers. A user header that is not JSON of the caller schema is a bad
 * request (400), never a crash: only the gateway sets it, so it means a broken or forged call.
 */
export function contextFromHeaders(h: MsgHdrs | undefined, log: Logger): RequestContext {
  const requestId = h?.get(metaHeaders.requestId) || randomUUID();
  const rawUser = h?.get(metaHeaders.user);
  let caller: Caller | undefined;
  if (rawUser) {
    let json: unknown;
    try {
      json = JSON.parse(rawUser);
    } catch {
      throw new ServiceError(400, 'bad_header', 'The caller header is not valid JSON.');
    }
    const parsed = callerSchema.safeParse(json);
    if (!parsed.success) {
      throw new ServiceError(400, 'bad_header', 'The caller header does not name a valid caller.');
    }
    caller = parsed.data;
  }
  return {
    requestId,
    caller,
    ip: h?.get(metaHeaders.ip) || undefined,
    contributionToken: h?.get(metaHeaders.contributionToken) || undefined,
    inviteToken: h?.get(metaHeaders.inviteToken) || undefined,
    log: log.child({ reqId: requestId, userId: caller?.id }),
  };
}

function failure(status: number, code: string, message: string): Envelope<never> {
  return { ok: false, error: { status, code, message } };
}

/** Runs one operation: parse the input with the contract, call the handler, answer an envelope. */
async function dispatch<K extends OperationKey>(
  key: K,
  handler: Handler<K>,
  msg: Msg,
  log: Logger,
): Promise<Envelope<unknown>> {
  let ctx: RequestContext;
  try {
    ctx = contextFromHeaders(msg.headers, log);
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.toBusError() };
    throw err;
  }
  let raw: Partial<RpcRequest>;
  try {
    const decoded = decode(msg.data) ?? {};
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
      return failure(400, 'bad_json', 'Request body must be a JSON object');
    }
    raw = decoded as Partial<RpcRequest>;
  } catch {
    return failure(400, 'bad_json', 'Request body is not valid JSON');
  }
  const op = operations[key];
  const params = op.params.safeParse(raw.params ?? {});
  const query = op.query.safeParse(raw.query ?? {});
  const body = op.body.safeParse(raw.body);
  for (const part of [params, query, body]) {
    if (!part.success) return failure(400, 'invalid_request', firstIssueMessage(part.error.issues));
  }
  try {
    const input = { params: params.data, query: query.data, body: body.data } as HandlerInput<K>;
    return { ok: true, data: await handler(input, ctx) };
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.toBusError() };
    ctx.log.error({ err, op: key }, 'handler failed');
    return failure(500, 'internal', 'Something went wrong on our side. Please try again.');
  }
}

/**
 * Subscribes every operation of `service` with queue group = service name, so any number of
 * replicas share the load. Fails at start-up when a handler is missing.
 */
export function serveOperations<S extends ServiceName>(
  bus: Bus,
  service: S,
  handlers: HandlerMap<S>,
  log: Logger,
): OperationServer {
  const keys = operationsOf(service) as OperationsOf<S>[];
  const missing = keys.filter(
    (k) => typeof (handlers as Record<string, unknown>)[k] !== 'function',
  );
  if (missing.length > 0) throw new Error(`${service}: no handler for ${missing.join(', ')}`);
  const server = new OperationServer();
  for (const key of keys) {
    const handler = handlers[key] as Handler<typeof key>;
    server.subscriptions.push(
      bus.nc.subscribe(bus.names.rpc(key), {
        queue: service,
        callback: (err, msg) => {
          if (err) {
            log.error({ err, key }, 'subscription error');
            return;
          }
          server.track(
            dispatch(key, handler, msg, log)
              .catch((err: unknown) => {
                log.error({ err, key }, 'request could not be dispatched');
                return failure(
                  500,
                  'internal',
                  'Something went wrong on our side. Please try again.',
                );
              })
              .then((env) => void msg.respond(encode(env))),
          );
        },
      }),
    );
  }
  return server;
}

/** The subscriptions of one service and the requests still being answered, for a graceful stop. */
export class OperationServer {
  readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Stops taking requests (other replicas get them) and waits for the ones already taken. */
  async drain(): Promise<void> {
    await Promise.allSettled(this.subscriptions.map((s) => s.drain()));
    await Promise.allSettled([...this.inFlight]);
  }
}

/** `rpc.<service>.health`: answered by every replica's queue group; the gateway's /healthz asks it. */
export function serveHealth(bus: Bus, service: ServiceName, startedAt: number): Subscription {
  return bus.nc.subscribe(bus.names.health(service), {
    queue: service,
    callback: (_err, msg) => {
      msg.respond(encode({ ok: true, data: { service, uptimeMs: Date.now() - startedAt } }));
    },
  });
}

export interface CallMeta {
  requestId: string;
  caller?: Caller;
  ip?: string;
  contributionToken?: string;
  inviteToken?: string;
}

function metaToHeaders(meta: CallMeta): MsgHdrs {
  const h = natsHeaders();
  h.set(metaHeaders.requestId, meta.requestId);
  if (meta.caller) h.set(metaHeaders.user, JSON.stringify(meta.caller));
  if (meta.ip) h.set(metaHeaders.ip, meta.ip);
  if (meta.contributionToken) h.set(metaHeaders.contributionToken, meta.contributionToken);
  if (meta.inviteToken) h.set(metaHeaders.inviteToken, meta.inviteToken);
  return h;
}

/**
 * Sends a request on the bus and always resolves to an envelope: no responders → 503,
 * timeout → 504, never a hang.
 */
export async function request(
  bus: Bus,
  subject: string,
  payload: unknown,
  meta: CallMeta,
  timeoutMs: number,
): Promise<Envelope<unknown>> {
  // `rpc.<service>.…` once the namespace is taken off: the service names itself in messages.
  const service = (bus.names.local(subject) ?? subject).split('.')[1] ?? subject;
  try {
    const reply = await bus.nc.request(subject, encode(payload), {
      timeout: timeoutMs,
      headers: metaToHeaders(meta),
    });
    return decode(reply.data) as Envelope<unknown>;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === ErrorCode.NoResponders) {
      return failure(
        503,
        'service_unavailable',
        `The ${service} service is not available right now. Please try again shortly.`,
      );
    }
    if (code === ErrorCode.Timeout) {
      return failure(
        504,
        'service_timeout',
        `The ${service} service did not answer in time. Please try again.`,
      );
    }
    return failure(502, 'bus_error', `Could not reach the ${service} service.`);
  }
}

/** Typed service-to-service call of a contract operation. */
export async function call<K extends OperationKey>(
  bus: Bus,
  key: K,
  input: { params?: OpParams<K>; query?: OpQuery<K>; body?: unknown },
  meta: CallMeta,
  timeoutMs = 5000,
): Promise<OpResponse<K>> {
  const env = await request(
    bus,
    bus.names.rpc(key),
    { params: {}, query: {}, ...input },
    meta,
    timeoutMs,
  );
  if (!env.ok) throw new ServiceError(env.error.status, env.error.code, env.error.message);
  return env.data as OpResponse<K>;
}
