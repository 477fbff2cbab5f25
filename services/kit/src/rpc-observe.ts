import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type { Envelope } from '@rapport/contracts';
import type { MsgHdrs } from 'nats';
import {
  busOutcomeOf,
  busRequestDuration,
  outcomeOf,
  rpcHandled,
  rpcHandlerDuration,
} from './metrics';
import { extractTraceContext, inSpan } from './tracing';

const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;

/**
 * A service answering one operation: a server span continuing the caller's trace (the
 * `traceparent` of the message), `rpc_handled_total` and `rpc_handler_duration_seconds`.
 */
export async function observeDispatch(
  operation: string,
  headers: MsgHdrs | undefined,
  dispatch: () => Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> {
  const start = process.hrtime.bigint();
  let outcome = '5xx';
  try {
    const env = await inSpan(
      `rpc ${operation}`,
      {
        kind: SpanKind.SERVER,
        parent: extractTraceContext(headers),
        attributes: { 'rpc.system': 'nats', 'rpc.method': operation },
      },
      dispatch,
      (result, span) => describeReply(result, span),
    );
    outcome = outcomeOf(env);
    return env;
  } finally {
    rpcHandled.inc({ operation, outcome });
    rpcHandlerDuration.observe({ operation, outcome }, seconds(start));
  }
}

/**
 * A request sent on the bus: a client span whose context goes into the message headers, and
 * `bus_request_duration_seconds` by operation and outcome.
 */
export async function observeBusRequest(
  operation: string,
  send: () => Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> {
  const start = process.hrtime.bigint();
  let outcome = 'bus_error';
  try {
    const env = await inSpan(
      `bus request ${operation}`,
      { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'nats', 'rpc.method': operation } },
      send,
      (result, span) => describeReply(result, span),
    );
    outcome = busOutcomeOf(env);
    return env;
  } finally {
    busRequestDuration.observe({ operation, outcome }, seconds(start));
  }
}

function describeReply(env: Envelope<unknown>, span: Span): void {
  if (env.ok) return;
  span.setAttribute('rpc.response.status_code', env.error.status);
  span.setAttribute('error.type', env.error.code);
  // A refusal (4xx) is the service doing its job; only 5xx marks the span failed.
  if (env.error.status >= 500) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: env.error.message });
  }
}
