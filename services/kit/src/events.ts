import { randomUUID } from 'node:crypto';
import {
  AckPolicy,
  DeliverPolicy,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JsMsg,
} from 'nats';
import type { Collection, Db } from 'mongodb';
import { z } from 'zod';
import { events, type EventName, type EventPayload } from '@rapport/contracts';
import { encode } from './rpc';
import { filterSubjectFor } from './event-filter';
import type { Bus } from './bus';
import type { Logger } from './logger';
import type { OutboxEntry } from './outbox';
import { KeyedQueue } from './keyed-queue';
import { InsertBatcher } from './write-batcher';
import { eventsHandled } from './metrics';
import { SpanKind, extractTraceContext, inPublishSpan, inSpan, traceHeaders } from './tracing';

/** What travels on `event.<name>`: the id makes handling idempotent across redeliveries. */
export interface EventEnvelope<N extends EventName = EventName> {
  id: string;
  name: N;
  occurredAt: string;
  data: EventPayload<N>;
}

/** `seq` is the event's place in the stream: the same for every consumer and replica. */
export interface EventMeta {
  id: string;
  occurredAt: string;
  seq: number;
  log: Logger;
}

export type EventHandler<N extends EventName> = (
  data: EventPayload<N>,
  meta: EventMeta,
) => Promise<void>;

/** One event of those a consumer follows, told apart by its name. */
export type NamedEvent<N extends EventName> = {
  [K in N]: { name: K; data: EventPayload<K> };
}[N];

export type NamedEventHandler<N extends EventName> = (
  event: NamedEvent<N>,
  meta: EventMeta,
) => Promise<void>;

/** How much of the EVENTS stream is kept: older or over-size events are dropped, oldest first. */
export interface StreamLimits {
  maxAgeHours: number;
  maxBytes: number;
  /** Copies kept on a NATS cluster (EVENTS_REPLICAS); 1 when not given. */
  replicas?: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxAgeHours: 24 * 7,
  maxBytes: 1024 * 1024 * 1024,
};

/**
 * Creates the bus namespace's EVENTS stream once; every service calls it at start, so start
 * order does not matter. A stream that exists gets the configured limits (an older one may
 * have been created without any).
 */
export async function ensureEventStream(
  bus: Bus,
  limits: StreamLimits = DEFAULT_STREAM_LIMITS,
): Promise<void> {
  const { stream, streamSubjects } = bus.names;
  const maxAge = nanos(Math.round(limits.maxAgeHours * 3_600_000));
  const replicas = limits.replicas ?? 1;
  const jsm = await bus.nc.jetstreamManager();
  const existing = await jsm.streams.info(stream).catch(() => undefined);
  if (existing) {
    const { config } = existing;
    if (
      config.max_age !== maxAge ||
      config.max_bytes !== limits.maxBytes ||
      config.num_replicas !== replicas
    ) {
      await jsm.streams.update(stream, {
        ...config,
        max_age: maxAge,
        max_bytes: limits.maxBytes,
        num_replicas: replicas,
      });
    }
    return;
  }
  try {
    await jsm.streams.add({
      name: stream,
      subjects: streamSubjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: nanos(120_000),
      max_age: maxAge,
      max_bytes: limits.maxBytes,
      num_replicas: replicas,
    });
  } catch (err) {
    // Another replica created it between our lookup and our add; that one wins.
    await jsm.streams.info(stream).catch(() => {
      throw err;
    });
  }
}

/**
 * Handles up to `concurrency` events of a consumer at once, those of one entity (`keyOf`) in
 * stream order. For projections whose entities are independent (one account, one profile).
 * An event whose handler fails is redelivered after later events of other entities, and
 * possibly after a later event of its own: use it where each entity's events commute or come
 * once (e.g. a registration).
 */
export interface ParallelHandling<N extends EventName> {
  concurrency: number;
  keyOf: (data: EventPayload<N>) => string;
}

/** The entity of an event not checked yet; one that cannot be read is handled on its own key. */
function entityKey<N extends EventName>(
  m: JsMsg,
  keyOf: (data: EventPayload<N>) => string,
): string {
  try {
    return keyOf(m.json<{ data: EventPayload<N> }>().data);
  } catch {
    return '';
  }
}

/** The outer shape every event must have before its data is checked against the contract. */
const eventEnvelopeShape = z.object({
  id: z.string().min(1),
  name: z.string(),
  occurredAt: z.string(),
  data: z.unknown(),
});

/** An event that could not be read, as kept for inspection. */
export interface DeadLetter {
  durable: string;
  subject: string;
  seq: number;
  reason: string;
  raw: string;
  at: Date;
}

/**
 * Remembers handled event ids per consumer in the service's own database. The marks of events
 * handled side by side (`ParallelHandling`) are inserted together.
 */
class ProcessedEvents {
  private readonly col: Collection<{ _id: string; at: Date }>;
  private readonly dead: Collection<DeadLetter>;
  private readonly marks: InsertBatcher<{ _id: string; at: Date }>;
  constructor(db: Db) {
    this.col = db.collection('processed_events');
    this.marks = new InsertBatcher(this.col);
    this.dead = db.collection('dead_letters');
  }
  async seen(key: string): Promise<boolean> {
    return (await this.col.countDocuments({ _id: key }, { limit: 1 })) > 0;
  }
  /** An insert of the key: marking it twice (a redelivery) is no error. */
  mark(key: string): Promise<void> {
    return this.marks.insert({ _id: key, at: new Date() });
  }
  async deadLetter(letter: DeadLetter): Promise<void> {
    await this.dead.insertOne(letter);
  }
}

export class EventBus {
  private readonly js: JetStreamClient;
  private readonly running: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private readonly processed: ProcessedEvents | undefined;

  constructor(
    private readonly bus: Bus,
    private readonly service: string,
    private readonly log: Logger,
    db?: Db,
  ) {
    this.js = bus.nc.jetstream();
    this.processed = db ? new ProcessedEvents(db) : undefined;
  }

  /** Publishes once: the JetStream message id is the event id, so a retried publish is deduplicated. */
  async publish<N extends EventName>(
    name: N,
    data: EventPayload<N>,
    id: string = randomUUID(),
  ): Promise<void> {
    const envelope: EventEnvelope<N> = { id, name, occurredAt: new Date().toISOString(), data };
    await inPublishSpan(name, () =>
      this.js.publish(this.bus.names.event(name), encode(envelope), {
        msgID: id,
        headers: traceHeaders(),
      }),
    );
  }

  /** Publishes an event kept in an outbox, as it was written (its id, its time). */
  async publishPending(
    entry: OutboxEntry & { data: NonNullable<OutboxEntry['data']> },
    timeoutMs?: number,
  ): Promise<void> {
    const envelope: EventEnvelope = {
      id: entry.id,
      name: entry.name,
      occurredAt: entry.at.toISOString(),
      data: entry.data,
    };
    // Published by the request that wrote it: its consumers' spans join that trace.
    await inPublishSpan(entry.name, () =>
      this.js.publish(this.bus.names.event(entry.name), encode(envelope), {
        msgID: entry.id,
        headers: traceHeaders(),
        ...(timeoutMs ? { timeout: timeoutMs } : {}),
      }),
    );
  }

  /**
   * Starts a durable consumer `<service>-<purpose>` for one event. Handling is sequential per
   * consumer (projections see events in order) and idempotent by event id.
   */
  async subscribe<N extends EventName>(
    purpose: string,
    name: N,
    handler: EventHandler<N>,
    parallel?: ParallelHandling<N>,
  ): Promise<void> {
    await this.subscribeAll(purpose, [name], (event, meta) => handler(event.data, meta), parallel);
  }

  /**
   * Starts one durable consumer `<service>-<purpose>` for several events, so they are handled
   * one at a time in stream order (two consumers would race each other). Each message is
   * checked against the schema of its own subject. Throws when no single filter subject covers
   * exactly these events of the contract.
   */
  async subscribeAll<N extends EventName>(
    purpose: string,
    names: readonly N[],
    handler: NamedEventHandler<N>,
    parallel?: ParallelHandling<N>,
  ): Promise<void> {
    const { stream } = this.bus.names;
    const filter = this.bus.names.subject(filterSubjectFor(names));
    // Consumer names live inside the stream, which is already the namespace's own.
    const durable = `${this.service}-${purpose}`.replace(/[^a-zA-Z0-9_-]/g, '_');
    const jsm = await this.bus.nc.jetstreamManager();
    // Created by an earlier run or another replica: reused as it is. Looked up before adding,
    // because nats-server takes an add with another filter as an update: the consumer would
    // keep its place and skip the history of the events it newly follows.
    const existing = await jsm.consumers.info(stream, durable).catch(() => undefined);
    const info =
      existing ??
      (await jsm.consumers
        .add(stream, {
          durable_name: durable,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          filter_subject: filter,
          ack_wait: nanos(30_000),
        })
        .catch(async (err: unknown) =>
          // Another replica created it between our lookup and our add.
          jsm.consumers.info(stream, durable).catch(() => {
            throw err;
          }),
        ));
    if (info.config.filter_subject !== filter) {
      throw new Error(
        `consumer ${durable} follows ${info.config.filter_subject ?? 'everything'}, not ${filter}`,
      );
    }
    const consumer = await this.js.consumers.get(stream, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    this.running.push(messages);
    this.loops.push(this.loop(messages, durable, new Set<string>(names), handler, parallel));
  }

  private async loop<N extends EventName>(
    messages: ConsumerMessages,
    durable: string,
    names: ReadonlySet<string>,
    handler: NamedEventHandler<N>,
    parallel?: ParallelHandling<N>,
  ): Promise<void> {
    if (!parallel) {
      for await (const m of messages) await this.handleOne(m, durable, names, handler);
      return;
    }
    const queue = new KeyedQueue(parallel.concurrency);
    for await (const m of messages) {
      await queue.push(entityKey(m, parallel.keyOf), () =>
        this.handleOne(m, durable, names, handler),
      );
    }
    await queue.idle();
  }

  private async handleOne<N extends EventName>(
    m: JsMsg,
    durable: string,
    names: ReadonlySet<string>,
    handler: NamedEventHandler<N>,
  ): Promise<void> {
    // The event's name is its subject without the bus namespace.
    const local = this.bus.names.local(m.subject);
    if (local === undefined || !names.has(local)) {
      // Only a publish outside the contract can reach here: the filter covers no other event.
      await this.deadLetter(m, durable, 'event subject is not one this consumer follows');
      return;
    }
    const name = local as N;
    let json: unknown;
    try {
      json = m.json<unknown>();
    } catch {
      await this.deadLetter(m, durable, 'event is not JSON');
      return;
    }
    const shape = eventEnvelopeShape.safeParse(json);
    if (!shape.success) {
      await this.deadLetter(m, durable, 'event has no id, name, time and data');
      return;
    }
    const envelope = shape.data;
    const log = this.log.child({ eventId: envelope.id, event: name, durable });
    const parsed = events[name].safeParse(envelope.data);
    if (!parsed.success) {
      await this.deadLetter(m, durable, 'event does not match its schema', parsed.error.issues);
      return;
    }
    const key = `${durable}:${envelope.id}`;
    try {
      if (this.processed && (await this.processed.seen(key))) {
        log.debug('event already handled; acknowledged again');
        eventsHandled.inc({ consumer: durable, event: name, outcome: 'duplicate' });
        m.ack();
        return;
      }
      // The schema of `name` parsed the data, so the pair is one of NamedEvent<N>.
      const event = { name, data: parsed.data } as NamedEvent<N>;
      const meta = { id: envelope.id, occurredAt: envelope.occurredAt, seq: m.seq, log };
      await inSpan(
        `event ${name}`,
        {
          kind: SpanKind.CONSUMER,
          parent: extractTraceContext(m.headers),
          attributes: {
            'messaging.system': 'nats',
            'messaging.destination.name': name,
            'messaging.consumer.group.name': durable,
          },
        },
        () => handler(event, meta),
      );
      await this.processed?.mark(key);
      m.ack();
      eventsHandled.inc({ consumer: durable, event: name, outcome: 'ok' });
    } catch (err) {
      eventsHandled.inc({ consumer: durable, event: name, outcome: 'failed' });
      log.error({ err }, 'event handler failed; will be redelivered');
      m.nak(1000);
    }
  }

  /**
   * An event no handler can ever read: kept in the service's `dead_letters` collection (with
   * its raw text, for whoever fixes the publisher), logged, and terminated so it is not
   * redelivered forever.
   */
  private async deadLetter(
    m: JsMsg,
    durable: string,
    reason: string,
    issues?: unknown,
  ): Promise<void> {
    this.log.error(
      { durable, seq: m.seq, subject: m.subject, reason, issues },
      'event dead-lettered',
    );
    const event = this.bus.names.local(m.subject) ?? 'unknown';
    eventsHandled.inc({ consumer: durable, event, outcome: 'dead_letter' });
    try {
      await this.processed?.deadLetter({
        durable,
        subject: m.subject,
        seq: m.seq,
        reason,
        raw: new TextDecoder().decode(m.data).slice(0, 10_000),
        at: new Date(),
      });
    } catch (err) {
      this.log.error({ err, durable, seq: m.seq }, 'dead letter could not be stored');
    }
    m.term();
  }

  async stop(): Promise<void> {
    for (const m of this.running) await m.close();
    await Promise.allSettled(this.loops);
  }
}
