import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  isSpanContextValid,
  propagation,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { createRequire } from 'node:module';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { headers, type MsgHdrs } from 'nats';

/**
 * OpenTelemetry traces. Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set: then one tracer provider per process exports
 * batches over OTLP/HTTP (JSON), the W3C `traceparent` travels in NATS message headers, and
 * log lines carry `trace_id`/`span_id`. Off, every call here meets the API's no-op tracer.
 *
 * Spans are made by hand at the process's edges (the gateway's HTTP hooks, the bus request,
 * the RPC dispatch) and from the drivers' own hooks (Mongo command monitoring, ioredis's
 * `sendCommand`), not by require-time patching, so they work the same in the esbuild bundles.
 */
export interface TracingConfig {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
}

/** Where spans go: the traces endpoint as given, else `<endpoint>/v1/traces`; none: off. */
export function tracesUrl(config: TracingConfig): string | undefined {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
}

let provider: NodeTracerProvider | undefined;
type Resource = NonNullable<ConstructorParameters<typeof NodeTracerProvider>[0]>['resource'];

/**
 * `resourceFromAttributes` of the resources package the tracer provider itself depends on:
 * the copy at the top of node_modules is an older major that a development tool needs, and
 * the bundles (infra/build) resolve packages from there.
 */
function resourceFromAttributes(attributes: Record<string, string>): Resource {
  const fromProvider = createRequire(require.resolve('@opentelemetry/sdk-trace-node'));
  const resources = fromProvider('@opentelemetry/resources') as {
    resourceFromAttributes(attributes: Record<string, string>): Resource;
  };
  return resources.resourceFromAttributes(attributes);
}

/** Whether this process exports spans (Mongo command monitoring is switched on only then). */
export function tracingEnabled(): boolean {
  return provider !== undefined;
}

/**
 * Starts tracing for the process when an endpoint is configured. The first call wins: a
 * process is one service (or several in one test process, which then share the provider).
 */
export function startTracing(service: string, config: TracingConfig): void {
  const url = tracesUrl(config);
  if (provider || !url) return;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.OTEL_SERVICE_NAME || `rapport-${service}`,
      'service.namespace': 'rapport',
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // AsyncLocalStorage context and the W3C trace-context propagator.
  provider.register();
}

/** Sends the spans still buffered and stops exporting (process exit). */
export async function stopTracing(): Promise<void> {
  const p = provider;
  provider = undefined;
  await p?.shutdown().catch(() => undefined);
}

/** Sends the spans still buffered, and keeps tracing. */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

export const tracer = () => trace.getTracer('rapport');

/** `trace_id` and `span_id` of the active span, for log lines; nothing outside a span. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const sc = span.spanContext();
  return isSpanContextValid(sc) ? { trace_id: sc.traceId, span_id: sc.spanId } : {};
}

const natsSetter: TextMapSetter<MsgHdrs> = {
  set: (h, key, value) => h.set(key, value),
};
const natsGetter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (h) => (h ? h.keys() : []),
  get: (h, key) => h?.get(key) || undefined,
};

/** Puts the active trace context (`traceparent`, `tracestate`) into outgoing NATS headers. */
export function injectTraceContext(h: MsgHdrs): void {
  propagation.inject(context.active(), h, natsSetter);
}

/** Headers carrying the active trace context, or none outside a span (events, relays). */
export function traceHeaders(): MsgHdrs | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const h = headers();
  injectTraceContext(h);
  return h;
}

/** The trace context a NATS message carries (the root context when it carries none). */
export function extractTraceContext(h: MsgHdrs | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, h, natsGetter);
}

/**
 * Runs `work` inside a new span (child of `parent`, the active context by default) and ends
 * it when `work` settles; `describe` names the result's status for the span.
 */
export async function inSpan<T>(
  name: string,
  opts: { kind: SpanKind; attributes?: Attributes; parent?: Context },
  work: (span: Span) => Promise<T>,
  describe?: (result: T, span: Span) => void,
): Promise<T> {
  const span = tracer().startSpan(
    name,
    { kind: opts.kind, attributes: opts.attributes },
    opts.parent ?? context.active(),
  );
  try {
    const result = await context.with(trace.setSpan(opts.parent ?? context.active(), span), () =>
      work(span),
    );
    describe?.(result, span);
    return result;
  } catch (err) {
    failSpan(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/** A producer span around publishing an event; the message's headers carry it. */
export function inPublishSpan<T>(event: string, publish: () => Promise<T>): Promise<T> {
  return inSpan(
    `publish ${event}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'messaging.system': 'nats', 'messaging.destination.name': event },
    },
    publish,
  );
}

/** Marks a span failed with the error's message (no stack or payload: spans leave the process). */
export function failSpan(span: Span, err: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: err instanceof Error ? err.message : String(err),
  });
}

export { SpanKind, SpanStatusCode };
