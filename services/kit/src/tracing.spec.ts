import { Writable } from 'node:stream';
import { SpanKind, context, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { headers } from 'nats';
import { createLogger } from './logger';
import { extractTraceContext, injectTraceContext, inSpan, tracesUrl } from './tracing';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

beforeAll(() => provider.register());
afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
});

describe('tracesUrl', () => {
  it.each([
    [{}, undefined],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'http://collector:4318/v1/traces'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }, 'http://collector:4318/v1/traces'],
    [
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/otlp',
      },
      'http://traces:9999/otlp',
    ],
  ])('%j → %s', (config, url) => {
    expect(tracesUrl(config)).toBe(url);
  });
});

describe('trace context in NATS headers', () => {
  it('carries the active span to the receiving side as its parent', async () => {
    const h = headers();
    const sent = await inSpan('bus request x', { kind: SpanKind.CLIENT }, async (span) => {
      injectTraceContext(h);
      return span.spanContext();
    });
    expect(h.get('traceparent')).toBe(`00-${sent.traceId}-${sent.spanId}-01`);
    const received = trace.getSpanContext(extractTraceContext(h));
    expect(received).toMatchObject({ traceId: sent.traceId, spanId: sent.spanId, isRemote: true });
  });

  it('starts no trace from a message without one', () => {
    expect(trace.getSpanContext(extractTraceContext(headers()))).toBeUndefined();
    expect(trace.getSpanContext(extractTraceContext(undefined))).toBeUndefined();
  });
});

describe('log lines', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const out = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { lines, log: createLogger('spec', 'info', out) };
  };

  it('carry trace_id and span_id inside a span, also from child loggers', async () => {
    const { lines, log } = capture();
    const ids = await inSpan('rpc x', { kind: SpanKind.SERVER }, async (span) => {
      log.child({ reqId: 'r1' }).info('inside');
      return span.spanContext();
    });
    expect(lines[0]).toMatchObject({ msg: 'inside', trace_id: ids.traceId, span_id: ids.spanId });
  });

  it('carry no trace fields outside a span', () => {
    const { lines, log } = capture();
    log.info('outside');
    expect(lines[0]).not.toHaveProperty('trace_id');
  });
});

describe('inSpan', () => {
  it('ends the span and marks it failed when the work throws', async () => {
    exporter.reset();
    await expect(
      inSpan('failing', { kind: SpanKind.INTERNAL }, async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({ name: 'failing', status: { code: 2, message: 'no' } });
  });
});
