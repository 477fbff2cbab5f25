import { createHash, randomUUID } from 'node:crypto';
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
import { busConnected, type Bus } from './bus';
import type { IdempotencyStore, IdempotentCall } from './idempotency';
import { ServiceError, firstIssueMessage } from './errors';
import type { Logger } from './logger';
import { injectTraceContext } from './tracing';
import { observeBusRequest, observeDispatch } from './rpc-observe';
import { operationOfSubject } from './metrics';

/** Who is calling and on whose behalf, read from the NATS headers the gateway set. */
export interface RequestContext {
  requestId: string;
  caller?: Caller;
  ip?: string;
  contributionToken?: string;
  inviteToken?: string;
  /** When the caller stops waiting (epoch ms), when it said. */
  deadline?: number;
  /**
   * Set when the request carries an Idempotency-Key: a stable 24-hex id of (operation, caller,
   * key). A handler that creates a document derives its _id from it, so a retry that re-runs
   * the handler (the first replica died before it stored its answer) finds the first copy
   * instead of writing a second one (`idempotentObjectId`).
   */
  idempotencyId?: string;
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
    deadline: numberHeader(h?.get(metaHeaders.deadline)),
    log: log.child({ reqId: requestId, userId: caller?.id }),
  };
}

function numberHeader(value: string | undefined): number | undefined {
  const n = value ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** The Idempotency-Key of a request, when the gateway forwarded one with its scope and hash. */
function idempotentCall(
  key: string,
  h: MsgHdrs | undefined,
  deadline: number | undefined,
  timeoutMs: number,
): IdempotentCall | undefined {
  const idemKey = h?.get(metaHeaders.idempotencyKey);
  const scope = h?.get(metaHeaders.idempotencyScope);
  const requestHash = h?.get(metaHeaders.requestHash);
  if (!idemKey || !scope || !requestHash) return undefined;
  return {
    op: key,
    scope,
    key: idemKey,
    requestHash,
    deadline: deadline ?? Date.now() + timeoutMs,
  };
}

function failure(status: number, code: string, message: string): Envelope<never> {
  return { ok: false, error: { status, code, message } };
}

/** What a service's operations share besides their handlers. */
export interface ServeOptions {
  /** Stores Idempotency-Keys and their answers; without it the header is ignored. */
  idempotency?: IdempotencyStore;
}

/**
 * Runs one operation: skip it when its caller stopped waiting, parse the input with the
 * contract, replay or refuse a known Idempotency-Key, call the handler, answer an envelope.
 */
async function dispatch<K extends OperationKey>(
  key: K,
  handler: Handler<K>,
  msg: Msg,
  log: Logger,
  opts: ServeOptions,
): Promise<Envelope<unknown>> {
  let ctx: RequestContext;
  try {
    ctx = contextFromHeaders(msg.headers, log);
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.toBusError() };
    throw err;
  }
  if (ctx.deadline !== undefined && Date.now() > ctx.deadline) {
    // The caller answered 504 already; work done now would land behind that answer.
    ctx.log.warn(
      { op: key, lateMs: Date.now() - ctx.deadline },
      'deadline passed; request skipped',
    );
    return failure(504, 'deadline_passed', 'The request arrived after its caller stopped waiting.');
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
  const input = { params: params.data, query: query.data, body: body.data } as HandlerInput<K>;
  const call = opts.idempotency && idempotentCall(key, msg.headers, ctx.deadline, 10_000);
  if (!opts.idempotency || !call) return run(key, handler, input, ctx);
  ctx.idempotencyId = createHash('sha256')
    .update(`${call.op}\u0000${call.scope}\u0000${call.key}`)
    .digest('hex')
    .slice(0, 24);
  const claim = await opts.idempotency.claim(call);
  if (claim.kind === 'replay') {
    ctx.log.info({ op: key }, 'idempotent request replayed');
    return claim.reply;
  }
  if (claim.kind === 'refuse') return claim.reply;
  const reply = await run(key, handler, input, ctx);
  await opts.idempotency.complete(call, reply).catch((err: unknown) => {
    ctx.log.error({ err, op: key }, 'idempotent answer not stored');
  });
  return reply;
}

async function run<K extends OperationKey>(
  key: K,
  handler: Handler<K>,
  input: HandlerInput<K>,
  ctx: RequestContext,
): Promise<Envelope<unknown>> {
  try {
    return { ok: true, data: await handler(input, ctx) };
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, error: err.toBusError() };
    if (isStoreUnreachable(err)) return storeUnreachable(ctx.log, key, err);
    ctx.log.error({ err, op: key }, 'handler failed');
    return failure(500, 'internal', 'Something went wrong on our side. Please try again.');
  }
}

function storeUnreachable(log: Logger, op: string, err: unknown): Envelope<never> {
  log.warn({ err, op }, 'database unreachable');
  return failure(
    503,
    'database_unavailable',
    'This part of the service cannot reach its data right now. Please try again shortly.',
  );
}

/**
 * The driver could not reach MongoDB (server selection timed out, the connection closed):
 * a passing outage, answered 503 like any unavailable dependency rather than a 500 bug.
 * Read from the error's name, so the kit need not load the driver.
 */
export function isStoreUnreachable(err: unknown): boolean {
  const name = err instanceof Error ? err.name : '';
  return /^Mongo(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed)Error$/.test(
    name,
  );
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
  opts: ServeOptions = {},
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
            observeDispatch(key, msg.headers, () => dispatch(key, handler, msg, log, opts))
              .catch((err: unknown) => {
                // E.g. the Idempotency-Key could not be claimed: the database is away.
                if (isStoreUnreachable(err)) return storeUnreachable(log, key, err);
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

/** Reachability of what a service depends on, as its health reply reports it. */
export type DependencyStatus = 'ok' | 'unreachable';
export type DependencyCheck = () => Promise<Record<string, DependencyStatus>>;

/**
 * `rpc.<service>.health`: answered by every replica's queue group; the gateway's /healthz and
 * /readyz ask it. The reply names each dependency (Mongo, Redis) and whether it answered.
 */
export function serveHealth(
  bus: Bus,
  service: ServiceName,
  startedAt: number,
  check: DependencyCheck = async () => ({}),
): Subscription {
  return bus.nc.subscribe(bus.names.health(service), {
    queue: service,
    callback: (_err, msg) => {
      void check()
        .catch(() => ({}))
        .then((dependencies) =>
          msg.respond(
            encode({ ok: true, data: { service, uptimeMs: Date.now() - startedAt, dependencies } }),
          ),
        );
    },
  });
}

export interface CallMeta {
  requestId: string;
  caller?: Caller;
  ip?: string;
  contributionToken?: string;
  inviteToken?: string;
  /** The client's Idempotency-Key, whom it is scoped to and the hash of the request it named. */
  idempotency?: { key: string; scope: string; requestHash: string };
}

function metaToHeaders(meta: CallMeta, deadline: number): MsgHdrs {
  const h = natsHeaders();
  h.set(metaHeaders.requestId, meta.requestId);
  if (meta.caller) h.set(metaHeaders.user, JSON.stringify(meta.caller));
  if (meta.ip) h.set(metaHeaders.ip, meta.ip);
  if (meta.contributionToken) h.set(metaHeaders.contributionToken, meta.contributionToken);
  if (meta.inviteToken) h.set(metaHeaders.inviteToken, meta.inviteToken);
  h.set(metaHeaders.deadline, String(deadline));
  if (meta.idempotency) {
    h.set(metaHeaders.idempotencyKey, meta.idempotency.key);
    h.set(metaHeaders.idempotencyScope, meta.idempotency.scope);
    h.set(metaHeaders.requestHash, meta.idempotency.requestHash);
  }
  injectTraceContext(h);
  return h;
}

export interface RequestOptions {
  /**
   * Safe to send twice (a read, or a write carrying an Idempotency-Key): sent once more when
   * the first attempt is known not to have been handled (no responders, connection lost).
   */
  retry?: boolean;
  /** A read: a timeout says try again; a write's timeout says it may have happened. */
  readOnly?: boolean;
  /** The pause before the second attempt (100 ms): time for a replica or the connection. */
  retryPauseMs?: number;
}

const RETRY_PAUSE_MS = 100;
/**
 * Failures where no answer can come on this attempt: nobody subscribed (certainly not handled),
 * or the connection went (perhaps handled: only reads and keyed writes are retried, which a
 * second attempt cannot double).
 */
const notHandled = new Set<string>([
  ErrorCode.NoResponders,
  ErrorCode.Disconnect,
  ErrorCode.ConnectionClosed,
  ErrorCode.ConnectionDraining,
]);

/**
 * Sends a request on the bus and always resolves to an envelope: no responders or no
 * connection → 503 at once, timeout → 504, never a hang. The deadline travels in the headers,
 * so a service that gets the request too late skips it.
 */
export async function request(
  bus: Bus,
  subject: string,
  payload: unknown,
  meta: CallMeta,
  timeoutMs: number,
  opts: RequestOptions = {},
): Promise<Envelope<unknown>> {
  // Spanned and timed here (see rpc-observe.ts); the headers carry the span's context.
  return observeBusRequest(operationOfSubject(bus, subject), () =>
    sendRequest(bus, subject, payload, meta, timeoutMs, opts),
  );
}

async function sendRequest(
  bus: Bus,
  subject: string,
  payload: unknown,
  meta: CallMeta,
  timeoutMs: number,
  opts: RequestOptions = {},
): Promise<Envelope<unknown>> {
  // `rpc.<service>.…` once the namespace is taken off: the service names itself in messages.
  const service = (bus.names.local(subject) ?? subject).split('.')[1] ?? subject;
  const unavailable = failure(
    503,
    'service_unavailable',
    `The ${service} service is not available right now. Please try again shortly.`,
  );
  const deadline = Date.now() + timeoutMs;
  const data = encode(payload);
  for (let attempt = 1; ; attempt++) {
    if (!busConnected(bus.nc)) return unavailable;
    try {
      const reply = await bus.nc.request(subject, data, {
        timeout: Math.max(1, deadline - Date.now()),
        headers: metaToHeaders(meta, deadline),
      });
      return decode(reply.data) as Envelope<unknown>;
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      const pause = opts.retryPauseMs ?? RETRY_PAUSE_MS;
      const timeLeft = deadline - Date.now() > pause * 2;
      if (opts.retry && attempt === 1 && notHandled.has(code) && timeLeft) {
        // Another replica may take it, or the connection may be back.
        await new Promise((r) => setTimeout(r, pause));
        continue;
      }
      if (notHandled.has(code)) return unavailable;
      if (code === ErrorCode.Timeout) {
        return failure(
          504,
          'service_timeout',
          opts.readOnly
            ? `The ${service} service did not answer in time. Please try again.`
            : `The ${service} service did not answer in time. Your request may still have been completed; check before trying again.`,
        );
      }
      return failure(502, 'bus_error', `Could not reach the ${service} service.`);
    }
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
