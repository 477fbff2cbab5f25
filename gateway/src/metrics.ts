import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import { context, trace, type Context, type Span } from '@opentelemetry/api';
import { operationKeys, operations, type OperationDef } from '@rapport/contracts';
import { LATENCY_BUCKETS, SpanKind, SpanStatusCode, metricsRegistry, tracer } from '@rapport/kit';
import { fastifyPath } from './routes';

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests the gateway answered, by operation id (other: health, docs, web app; not_found) and status class',
  labelNames: ['operation', 'status_class'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer sent, by operation id and status class',
  labelNames: ['operation', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const voiceSocketsOpen = new Gauge({
  name: 'voice_sockets_open',
  help: 'Natural Matchmaker voice sockets open on this gateway process',
  registers: [metricsRegistry],
});

/** `POST /api/contact` → `contact.submit`: the operation of each route the table registers. */
export function operationRoutes(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const key of operationKeys()) {
    const op = operations[key] as OperationDef;
    if (op.access !== 'internal') routes.set(`${op.method} ${fastifyPath(op.path)}`, key);
  }
  return routes;
}

/** The label of a request: its operation id, `other` for the gateway's own routes, `not_found`. */
export function operationLabel(
  routes: ReadonlyMap<string, string>,
  method: string,
  routeUrl: string | undefined,
): string {
  if (!routeUrl) return 'not_found';
  // HEAD is answered by the GET route.
  return routes.get(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`) ?? 'other';
}

interface InFlight {
  operation: string;
  span: Span;
  ctx: Context;
}

/**
 * Counts and times every HTTP answer by operation, and opens the server span each request's
 * bus call continues (its context goes into the NATS headers). Registered before any route
 * or plugin, so every hook and handler after it runs inside the span. A new trace starts
 * here: the public port does not take a `traceparent` from the internet.
 */
export function registerHttpObservability(app: FastifyInstance): void {
  const routes = operationRoutes();
  const inFlight = new WeakMap<FastifyRequest, InFlight>();
  app.addHook('onRequest', (req, _reply, done) => {
    // The voice socket is counted by voice_sockets_open; its upgrade never gets an answer.
    if (req.headers.upgrade) return done();
    const operation = operationLabel(routes, req.method, req.routeOptions.url);
    const span = tracer().startSpan(`${req.method} ${req.routeOptions.url ?? 'unknown route'}`, {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': req.method,
        'http.route': req.routeOptions.url ?? '',
        'rapport.operation': operation,
        'rapport.request_id': String(req.id),
      },
    });
    const ctx = trace.setSpan(context.active(), span);
    inFlight.set(req, { operation, span, ctx });
    context.with(ctx, done);
  });
  // The body is read from stream events outside the span: enter it again before the handler.
  app.addHook('preHandler', (req, _reply, done) => {
    const state = inFlight.get(req);
    if (state) context.with(state.ctx, done);
    else done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const state = inFlight.get(req);
    if (state) {
      inFlight.delete(req);
      const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
      httpRequests.inc({ operation: state.operation, status_class: statusClass });
      httpRequestDuration.observe(
        { operation: state.operation, status_class: statusClass },
        reply.elapsedTime / 1000,
      );
      state.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) state.span.setStatus({ code: SpanStatusCode.ERROR });
      state.span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    const state = inFlight.get(req);
    if (state) {
      inFlight.delete(req);
      state.span.setStatus({ code: SpanStatusCode.ERROR, message: 'client closed the request' });
      state.span.end();
    }
    done();
  });
}
