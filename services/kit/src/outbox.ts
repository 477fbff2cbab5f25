import { randomUUID } from 'node:crypto';
import type { Collection, Document, Filter, UpdateFilter } from 'mongodb';
import type { EventName, EventPayload } from '@rapport/contracts';
import type { EventBus } from './events';
import type { Logger } from './logger';
import { outboxPending } from './metrics';

/**
 * A domain event not yet acknowledged by JetStream, kept in the `outbox` array of the document
 * whose change it announces. Written in the same single-document insert or update as that
 * change (FerretDB has no multi-document transactions, but applies one write of one document
 * whole), so a stored change always has its event, even when NATS is away at that moment.
 */
export interface OutboxEntry<N extends EventName = EventName> {
  /** The event id, also the JetStream message id: a republished event is deduplicated. */
  id: string;
  name: N;
  /** null: a snapshot of the document, rendered when published (see `pendingSnapshot`). */
  data: EventPayload<N> | null;
  at: Date;
}

/** A document that may carry pending events. */
export interface HasOutbox {
  outbox?: OutboxEntry[];
}

/** A pending event to put in a document's `outbox` in the write that makes the change. */
export function pendingEvent<N extends EventName>(
  name: N,
  data: EventPayload<N>,
  id: string = randomUUID(),
  at: Date = new Date(),
): OutboxEntry<N> {
  return { id, name, data, at };
}

/**
 * A pending event whose data is the document's state when it is published, rendered by the
 * collection's `render` (see `Outbox.track`): for events that announce a document's new
 * state when that state is only known after an update (an upsert, a partial edit).
 */
export function pendingSnapshot<N extends EventName>(
  name: N,
  id: string = randomUUID(),
  at: Date = new Date(),
): OutboxEntry<N> {
  return { id, name, data: null, at };
}

/** The data of a snapshot event from the document; null: nothing to publish (it is dropped). */
export type SnapshotRenderer<T> = (doc: T, name: EventName) => unknown;

/** Publishes the pending events of the documents of one collection. */
export interface CollectionOutbox {
  /**
   * Publishes the pending events of one document in the order they were written, removing
   * each once JetStream acknowledged it. Never throws: what could not be published stays
   * pending and the relay publishes it later. Answers how many were published.
   */
  flush(id: unknown): Promise<number>;
}

export interface OutboxOptions {
  /** How often the relay looks for pending events (OUTBOX_RELAY_INTERVAL_MS). */
  intervalMs: number;
  /** The relay leaves younger events to the request that wrote them (default 3 s). */
  minAgeMs?: number;
  /** How long one publish may wait for JetStream's acknowledgement (default 2 s). */
  publishTimeoutMs?: number;
}

const RELAY_BATCH = 100;

interface Tracked {
  col: Collection<Document>;
  render: SnapshotRenderer<Document> | undefined;
}

/**
 * The service's outbox: handlers flush what they wrote right after the write; a relay
 * republishes, at start and every `intervalMs`, what is still pending after `minAgeMs`
 * (NATS was away, the process died between write and publish). Several replicas may relay
 * the same event: the JetStream message id drops the duplicate, and consumers remember the
 * event ids they handled.
 */
export class Outbox {
  private readonly collections: Tracked[] = [];
  private timer: NodeJS.Timeout | undefined;
  private relaying: Promise<number> | undefined;
  private readonly minAgeMs: number;
  private readonly publishTimeoutMs: number;

  constructor(
    private readonly events: EventBus,
    private readonly log: Logger,
    private readonly opts: OutboxOptions,
  ) {
    this.minAgeMs = opts.minAgeMs ?? 3_000;
    this.publishTimeoutMs = opts.publishTimeoutMs ?? 2_000;
  }

  /**
   * Follows a collection whose documents carry an `outbox`: the relay scans it. `render`
   * gives the data of snapshot events (`pendingSnapshot`) from the document as it is then.
   */
  track<T extends Document>(col: Collection<T>, render?: SnapshotRenderer<T>): CollectionOutbox {
    const tracked: Tracked = {
      col: col as unknown as Collection<Document>,
      render: render as SnapshotRenderer<Document> | undefined,
    };
    this.collections.push(tracked);
    return { flush: (id) => this.flush(tracked, id) };
  }

  private async flush({ col, render }: Tracked, id: unknown): Promise<number> {
    let published = 0;
    // Ids are ObjectIds or strings, depending on the collection.
    const byId = { _id: id } as Filter<Document>;
    try {
      const doc = await col.findOne(byId, render ? {} : { projection: { outbox: 1 } });
      const pending = ((doc?.outbox ?? []) as OutboxEntry[])
        .slice()
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      for (const entry of pending) {
        const data = entry.data ?? (render && doc ? render(doc, entry.name) : null);
        if (data !== null && data !== undefined) {
          const ready = { ...entry, data } as Parameters<EventBus['publishPending']>[0];
          await this.events.publishPending(ready, this.publishTimeoutMs);
        }
        // The exact stored value: FerretDB's $pull matches whole values, not conditions.
        await col.updateOne(byId, {
          $pull: { outbox: entry },
        } as unknown as UpdateFilter<Document>);
        published++;
      }
    } catch (err) {
      // Stops at the first failure, so the events of one document keep their order.
      this.log.warn(
        { err, collection: col.collectionName, id: String(id) },
        'outbox event not published yet; the relay will retry',
      );
    }
    return published;
  }

  /** Publishes everything pending longer than `minAgeMs`; one pass at a time. */
  relayOnce(): Promise<number> {
    this.relaying ??= this.relay().finally(() => (this.relaying = undefined));
    return this.relaying;
  }

  private async relay(): Promise<number> {
    const cutoff = new Date(Date.now() - this.minAgeMs);
    let published = 0;
    for (const tracked of this.collections) {
      const { col } = tracked;
      try {
        const docs = await col
          .find({ 'outbox.at': { $lt: cutoff } }, { projection: { _id: 1 } })
          .limit(RELAY_BATCH)
          .toArray();
        outboxPending.set({ collection: col.collectionName }, docs.length);
        for (const doc of docs) published += await this.flush(tracked, doc._id);
      } catch (err) {
        this.log.warn({ err, collection: col.collectionName }, 'outbox relay pass failed');
      }
    }
    if (published > 0) this.log.info({ published }, 'outbox relay published pending events');
    return published;
  }

  /** Relays once now, then every `intervalMs`. */
  start(): void {
    if (this.timer || this.collections.length === 0) return;
    void this.relayOnce();
    this.timer = setInterval(() => void this.relayOnce(), this.opts.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.relaying;
  }
}
