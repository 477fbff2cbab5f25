import { isDuplicateKey } from './mongo';
import { createHash } from 'node:crypto';
import { type Collection, type Db } from 'mongodb';
import { z } from 'zod';
import type { Caller, EventPayload } from '@rapport/contracts';
import type { EventBus } from './events';
import type { Logger } from './logger';

/**
 * The parts of "Your data" (issue 16) every service shares: the erasure of a deleted user
 * (`event.user.deleted`), the record of who read a client's data, and retention sweeps.
 */

export type UserDeleted = EventPayload<'event.user.deleted'>;

/** SHA-256 (hex) of the trimmed, lower-cased email: how `event.user.deleted` names an email. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Ids of users whose data this service erased (the id and the time, nothing else). Projections
 * fed by other events (registrations, therapist profiles) look here first, so an event of a
 * deleted user handled late (a consumer catching up) does not bring their data back.
 */
export class ErasedUsers {
  private readonly col: Collection<{ _id: string; deletedAt: Date }>;

  constructor(private readonly db: Db) {
    this.col = db.collection('erased_users');
  }

  /**
   * The stored answers of the user's keyed writes (`idempotency_keys`, scope `user:<id>`):
   * they may repeat what the user wrote, so they go with the user rather than after 24 h.
   */
  async eraseIdempotencyRecords(userId: string): Promise<number> {
    const keys = this.db.collection<{ _id: string; scope: string }>('idempotency_keys');
    return (await keys.deleteMany({ scope: `user:${userId}` })).deletedCount;
  }

  /** Inserts are atomic by `_id`: a second delivery finds the mark there. */
  async mark(userId: string, deletedAt: Date): Promise<void> {
    try {
      await this.col.insertOne({ _id: userId, deletedAt });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  async has(userId: string): Promise<boolean> {
    return (await this.col.countDocuments({ _id: userId }, { limit: 1 })) > 0;
  }
}

/** Counts of what one erasure or sweep removed, by kind, for the log. */
export type Removed = Record<string, number>;

/**
 * Starts the durable consumer `<service>-user-deletions`: marks the user erased, then runs
 * `erase`, which must be idempotent (a redelivered event, or a second deletion, removes nothing
 * more). A service that was down catches up from the stream when it starts.
 */
export function followUserDeletions(
  events: EventBus,
  erased: ErasedUsers,
  log: Logger,
  erase: (e: UserDeleted) => Promise<Removed>,
): Promise<void> {
  return events.subscribe('user-deletions', 'event.user.deleted', async (e) => {
    await erased.mark(e.userId, new Date(e.deletedAt));
    const removed = await erase(e);
    removed.idempotencyRecords = await erased.eraseIdempotencyRecords(e.userId);
    log.info({ userId: e.userId, removed }, 'deleted user erased');
  });
}

/** One read of a client's data by someone else (an admin, a therapist they wrote to). */
export interface AccessLogEntry {
  /** The client whose data was read. */
  userId: string;
  actorId: string;
  actorRole: Caller['role'];
  /** What was read, in words: "client profile", "session request message". */
  what: string;
  at: Date;
}

/**
 * The access log of the service that serves the reads: kept with the client's data, given
 * to the client in their export, erased with their account. A failed write is logged and
 * does not fail the read (the read itself is answered either way).
 */
export class AccessLog {
  private readonly col: Collection<AccessLogEntry>;

  constructor(
    db: Db,
    private readonly log: Logger,
  ) {
    this.col = db.collection('access_log');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ userId: 1 });
  }

  /** Records reads of `userIds`' data by `caller`, unless the caller is that client. */
  async record(caller: Caller | undefined, userIds: readonly string[], what: string) {
    if (!caller) return;
    const others = [...new Set(userIds)].filter((id) => id && id !== caller.id);
    if (others.length === 0) return;
    const at = new Date();
    try {
      await this.col.insertMany(
        others.map((userId) => ({ userId, actorId: caller.id, actorRole: caller.role, what, at })),
      );
    } catch (err) {
      this.log.error({ err, what }, 'access log entry could not be written');
    }
  }

  async forUser(userId: string) {
    const docs = await this.col.find({ userId }).sort({ at: 1 }).toArray();
    return docs.map((d) => ({
      actorId: d.actorId,
      actorRole: d.actorRole,
      what: d.what,
      at: d.at.toISOString(),
    }));
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteMany({ userId })).deletedCount;
  }
}

/** A time `days` before `now` (fractions allowed: tests use tiny retention). */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * Deletes in batches (FerretDB has no TTL indexes): ids of at most `batch` expired documents,
 * then those, until none is left. Answers how many were deleted.
 */
export async function deleteInBatches<T extends { _id: unknown }>(
  col: Collection<T>,
  filter: Parameters<Collection<T>['find']>[0],
  batch = 500,
  onBatch?: (ids: T['_id'][]) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const docs = await col
      .find(filter!, { projection: { _id: 1 } })
      .limit(batch)
      .toArray();
    if (docs.length === 0) return total;
    const ids = docs.map((d) => d._id);
    await onBatch?.(ids);
    const { deletedCount } = await col.deleteMany({ _id: { $in: ids } } as never);
    total += deletedCount;
    if (docs.length < batch) return total;
  }
}

/**
 * A retention sweeper: runs `sweep` at start and every `intervalMs`, one pass at a time, and
 * logs what it deleted. Errors are logged; the next pass tries again.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Removed> | undefined;

  constructor(
    private readonly log: Logger,
    private readonly intervalMs: number,
    private readonly sweep: (now: Date) => Promise<Removed>,
  ) {}

  /** One pass now (or the one already running). */
  runOnce(): Promise<Removed> {
    this.running ??= this.sweep(new Date())
      .then((removed) => {
        if (Object.values(removed).some((n) => n > 0))
          this.log.info({ removed }, 'retention sweep deleted expired data');
        return removed;
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'retention sweep failed; the next one tries again');
        return {};
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/** A retention period in days (fractions allowed, so tests can expire data in a second). */
export const retentionDays = (fallback: number) => z.coerce.number().positive().default(fallback);

/** How often a service's retention sweeper runs (RETENTION_SWEEP_INTERVAL_MS, default 1 h). */
export const retentionSweepInterval = z.coerce.number().int().min(100).default(3_600_000);
