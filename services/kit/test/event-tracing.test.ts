import { MongoClient } from 'mongodb';
import { SpanKind, context, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { uniqueDbPrefix } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import { createLogger, EventBus, ensureEventStream, inSpan, type Bus } from '@rapport/kit';

/**
 * An event published inside a traced request carries its trace in the JetStream headers; the
 * consumer's handler runs in a span of that trace (so its Mongo calls and log lines join it).
 * The spans are kept in memory by a tracer provider of this test process.
 */
const prefix = uniqueDbPrefix('evtrace');
const env = testEnv(prefix);
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let nats: Bus;
let mongo: MongoClient;
let events: EventBus;
const handled = new Map<string, { traceId: string; spanId: string } | undefined>();

beforeAll(async () => {
  provider.register();
  nats = await connectTestBus(env, 'evtrace-test');
  mongo = await MongoClient.connect(env.MONGO_URL!);
  await ensureEventStream(nats);
  events = new EventBus(
    nats,
    'evtrace',
    createLogger('evtrace', 'silent'),
    mongo.db(`${prefix}kit`),
  );
  await events.subscribe('trace', 'event.contact.received', async (data) => {
    handled.set(data.id, trace.getActiveSpan()?.spanContext());
  });
});

afterAll(async () => {
  await events.stop();
  await nats.nc.drain();
  await mongo.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
});

async function handledOf(id: string) {
  const until = Date.now() + 5000;
  while (!handled.has(id)) {
    if (Date.now() > until) throw new Error(`event ${id} not handled`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return handled.get(id);
}

const received = (id: string) => ({ id, receivedAt: new Date().toISOString() });

it('continues the publishing request’s trace in the consumer', async () => {
  const sent = await inSpan('rpc contact.send', { kind: SpanKind.SERVER }, async (span) => {
    await events.publish('event.contact.received', received(`${prefix}traced`));
    return span.spanContext();
  });
  const inHandler = await handledOf(`${prefix}traced`);
  expect(inHandler?.traceId).toBe(sent.traceId);
  const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === sent.traceId);
  const publish = spans.find((s) => s.name === 'publish event.contact.received');
  const consumer = spans.find((s) => s.name === 'event event.contact.received');
  expect(publish).toMatchObject({ kind: SpanKind.PRODUCER });
  expect(publish?.parentSpanContext?.spanId).toBe(sent.spanId);
  expect(consumer).toMatchObject({ kind: SpanKind.CONSUMER });
  expect(consumer?.spanContext().spanId).toBe(inHandler?.spanId);
  expect(consumer?.parentSpanContext?.spanId).toBe(publish?.spanContext().spanId);
});

it('starts a trace of its own for an event published outside any span', async () => {
  await events.publish('event.contact.received', received(`${prefix}untraced`));
  const inHandler = await handledOf(`${prefix}untraced`);
  const spans = exporter
    .getFinishedSpans()
    .filter((s) => s.spanContext().traceId === inHandler?.traceId);
  // A trace of its publish and its handling only, nothing before them.
  expect(spans.map((s) => s.name).sort()).toEqual([
    'event event.contact.received',
    'publish event.contact.received',
  ]);
  expect(spans.find((s) => s.name.startsWith('publish'))?.parentSpanContext).toBeUndefined();
});
