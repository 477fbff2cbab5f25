import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Envelope } from '@rapport/contracts';
import type { Bus } from './bus';
import { withTimeout } from './redis';

/**
 * The process's Prometheus registry: what `/metrics` on the ops port serves (see
 * ops-server.ts). One per process: several services started in one process (the integration
 * tests) share it, their operations told apart by the `operation` label (`contact.submit`).
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;
/** Node's process metrics (CPU, memory, event loop lag, GC): once, when a process serves them. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Seconds: 5 ms … 10 s, the span between a cached read and the RPC timeout. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const rpcHandled = new Counter({
  name: 'rpc_handled_total',
  help: 'Operations a service answered on the bus, by operation and outcome (ok, 4xx, 5xx)',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const rpcHandlerDuration = new Histogram({
  name: 'rpc_handler_duration_seconds',
  help: 'Time from a request reaching the service to its answer, by operation and outcome',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const busRequestDuration = new Histogram({
  name: 'bus_request_duration_seconds',
  help: 'Requests this process sent on the bus, until the answer: by operation and outcome (ok, 4xx, 5xx, unavailable, timeout, bus_error)',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const eventsHandled = new Counter({
  name: 'events_handled_total',
  help: 'Events taken from JetStream by a durable consumer, by consumer, event and outcome (ok, duplicate, failed, dead_letter)',
  labelNames: ['consumer', 'event', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const outboxPending = new Gauge({
  name: 'outbox_pending_documents',
  help: 'Documents whose outbox still held events older than the relay age at its last pass, by collection (at most 100 a pass)',
  labelNames: ['collection'] as const,
  registers: [metricsRegistry],
});

/** `ok`, or the status class of an error answer (`4xx`, `5xx`). */
export function outcomeOf(env: Envelope<unknown>): string {
  return env.ok ? 'ok' : `${Math.floor(env.error.status / 100)}xx`;
}

/** Failures the bus itself produced (no service answered) are named, not counted as a 5xx. */
const busOutcomes: Record<string, string> = {
  service_unavailable: 'unavailable',
  service_timeout: 'timeout',
  bus_error: 'bus_error',
};

export function busOutcomeOf(env: Envelope<unknown>): string {
  return (!env.ok && busOutcomes[env.error.code]) || outcomeOf(env);
}

/** `contact.submit` from `[prefix.]rpc.contact.submit`: the operation label of a subject. */
export function operationOfSubject(bus: Bus, subject: string): string {
  const local = bus.names.local(subject) ?? subject;
  return local.startsWith('rpc.') ? local.slice(4) : local;
}

// Consumer lag is read from JetStream when Prometheus scrapes, for every service of the process.
interface LagSource {
  bus: Bus;
  service: string;
}
const lagSources = new Set<LagSource>();
const LAG_READ_MS = 1_000;

const consumerPending = new Gauge({
  name: 'events_consumer_pending',
  help: 'Events in the stream a durable consumer has not been given yet (JetStream num_pending), read at scrape time',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
  async collect() {
    await collectLag();
  },
});

const consumerAckPending = new Gauge({
  name: 'events_consumer_ack_pending',
  help: 'Events given to a durable consumer and not acknowledged yet (JetStream num_ack_pending), read at scrape time',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

async function collectLag(): Promise<void> {
  consumerPending.reset();
  consumerAckPending.reset();
  await Promise.all(
    [...lagSources].map(async ({ bus, service }) => {
      // A scrape never waits on a slow or absent NATS: what could not be read is left out.
      const consumers = await withTimeout(
        (async () => {
          const jsm = await bus.nc.jetstreamManager();
          return jsm.consumers.list(bus.names.stream).next();
        })(),
        LAG_READ_MS,
        [],
      );
      // Durable names are `<service>-<purpose>` (events.ts).
      for (const c of consumers.filter((c) => c.name.startsWith(`${service}-`))) {
        consumerPending.set({ consumer: c.name }, c.num_pending);
        consumerAckPending.set({ consumer: c.name }, c.num_ack_pending);
      }
    }),
  );
}

/** Reports the lag of `service`'s durable consumers on every scrape until the handle is stopped. */
export function watchConsumerLag(bus: Bus, service: string): { stop(): void } {
  const source = { bus, service };
  lagSources.add(source);
  return { stop: () => void lagSources.delete(source) };
}
