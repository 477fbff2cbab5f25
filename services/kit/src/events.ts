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
  type NatsConnection,
} from 'nats';
import type { Collection, Db } from 'mongodb';
import { z } from 'zod';
import { events, type EventName, type EventPayload } from '@rapport/contracts';
import { encode } from './rpc';
import type { Logger } from './logger';

export const EVENTS_STREAM = 'EVENTS';

/** What travels on `event.<name>`: the id makes handling idempotent across redeliveries. */
export interface EventEnvelope<N extends EventName = EventName> {
  id: string;
  name: N;
  occurredAt: string;
  data: EventPayload<N>;
}

export type EventHandler<N extends EventName> = (
  data: EventPayload<N>,
  meta: { id: string; occurredAt: string; log: Logger },
) => Promise<void>;

/** Creates the EVENTS stream once; every service calls it at start, so start order does not matter. */
export async function ensureEventStream(nc: NatsConnection): Promise<void> {
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.info(EVENTS_STREAM);
  } catch {
    try {
      await jsm.streams.add({
        name: EVENTS_STREAM,
        subjects: ['event.>'],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        duplicate_window: nanos(120_000),
      });
    } catch (err) {
      // Another replica created it between our lookup and our add; that one wins.
      await jsm.streams.info(EVENTS_STREAM).catch(() => {
        throw err;
      });
    }
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

/** Remembers handled event ids per consumer in the service's own database. */
class ProcessedEvents {
  private readonly col: Collection<{ _id: string; at: Date }>;
  private readonly dead: Collection<DeadLetter>;
  constructor(db: Db) {
    this.col = db.collection('processed_events');
    this.dead = db.collection('dead_letters');
  }
  async seen(key: string): Promise<boolean> {
    return (await this.col.countDocuments({ _id: key }, { limit: 1 })) > 0;
  }
  async mark(key: string): Promise<void> {
    await this.col.updateOne({ _id: key }, { $set: { at: new Date() } }, { upsert: true });
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
    private readonly nc: NatsConnection,
    private readonly service: string,
    private readonly log: Logger,
    db?: Db,
  ) {
    this.js = nc.jetstream();
    this.processed = db ? new ProcessedEvents(db) : undefined;
  }

  /** Publishes once: the JetStream message id is the event id, so a retried publish is deduplicated. */
  async publish<N extends EventName>(
    name: N,
    data: EventPayload<N>,
    id: string = randomUUID(),
  ): Promise<void> {
    const envelope: EventEnvelope<N> = { id, name, occurredAt: new Date().toISOString(), data };
    await this.js.publish(name, encode(envelope), { msgID: id });
  }

  /**
   * Starts a durable consumer `<service>-<purpose>` for one event. Handling is sequential per
   * consumer (projections see events in order) and idempotent by event id.
   */
  async subscribe<N extends EventName>(
    purpose: string,
    name: N,
    handler: EventHandler<N>,
  ): Promise<void> {
    const durable = `${this.service}-${purpose}`.replace(/[^a-zA-Z0-9_-]/g, '_');
    const jsm = await this.nc.jetstreamManager();
    await jsm.consumers
      .add(EVENTS_STREAM, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: name,
        ack_wait: nanos(30_000),
      })
      .catch(async (err: unknown) => {
        // Already created by an earlier run or another replica: reuse it.
        await jsm.consumers.info(EVENTS_STREAM, durable).catch(() => {
          throw err;
        });
      });
    const consumer = await this.js.consumers.get(EVENTS_STREAM, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    this.running.push(messages);
    this.loops.push(this.loop(messages, durable, name, handler));
  }

  private async loop<N extends EventName>(
    messages: ConsumerMessages,
    durable: string,
    name: N,
    handler: EventHandler<N>,
  ): Promise<void> {
    for await (const m of messages) {
      await this.handleOne(m, durable, name, handler);
    }
  }

  private async handleOne<N extends EventName>(
    m: JsMsg,
    durable: string,
    name: N,
    handler: EventHandler<N>,
  ): Promise<void> {
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
        m.ack();
        return;
      }
      await handler(parsed.data as EventPayload<N>, {
        id: envelope.id,
        occurredAt: envelope.occurredAt,
        log,
      });
      await this.processed?.mark(key);
      m.ack();
    } catch (err) {
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
