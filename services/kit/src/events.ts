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

/** Remembers handled event ids per consumer in the service's own database. */
class ProcessedEvents {
  private readonly col: Collection<{ _id: string; at: Date }>;
  constructor(db: Db) {
    this.col = db.collection('processed_events');
  }
  async seen(key: string): Promise<boolean> {
    return (await this.col.countDocuments({ _id: key }, { limit: 1 })) > 0;
  }
  async mark(key: string): Promise<void> {
    await this.col.updateOne({ _id: key }, { $set: { at: new Date() } }, { upsert: true });
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
    let envelope: EventEnvelope<N>;
    try {
      envelope = m.json<EventEnvelope<N>>();
    } catch {
      this.log.error({ durable, seq: m.seq }, 'event is not JSON; dropped');
      m.term();
      return;
    }
    const log = this.log.child({ eventId: envelope.id, event: name, durable });
    const parsed = events[name].safeParse(envelope.data);
    if (!parsed.success) {
      log.error({ issues: parsed.error.issues }, 'event does not match its schema; dropped');
      m.term();
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

  async stop(): Promise<void> {
    for (const m of this.running) await m.close();
    await Promise.allSettled(this.loops);
  }
}
