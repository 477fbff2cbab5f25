import { isDuplicateKey } from './mongo';
import type { Collection, Db } from 'mongodb';
import type { Envelope } from '@rapport/contracts';
import type { Logger } from './logger';

/** How long a key and its stored answer are kept. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
/** A claim older than this whose caller gave up (deadline passed) may be taken over. */
const STALE_MARGIN_MS = 5_000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress.';

/** One use of an Idempotency-Key: `<operation>:<scope>:<key>`. */
interface KeyDoc {
  _id: string;
  requestHash: string;
  state: 'pending' | 'done';
  /** When the caller stops waiting for the first request (epoch ms). */
  deadline: number;
  claimedAt: Date;
  expiresAt: Date;
  /** The stored answer, as JSON text (answer keys may hold characters Mongo refuses). */
  reply?: string;
}

export interface IdempotentCall {
  op: string;
  scope: string;
  key: string;
  requestHash: string;
  deadline: number;
}

/** What a claim found: run the handler, the answer stored for this key, or a refusal. */
export type Claim =
  | { kind: 'run' }
  | { kind: 'replay'; reply: Envelope<unknown> }
  | { kind: 'refuse'; reply: Envelope<never> };

function refusal(status: number, code: string, message: string): Claim {
  return { kind: 'refuse', reply: { ok: false, error: { status, code, message } } };
}

/**
 * Idempotency keys of one service, in its own database. A key is claimed with an insert of a
 * deterministic _id (atomic on FerretDB, unlike a filtered update), so of two requests with
 * the same key exactly one runs; the answer is stored on that document and replayed to every
 * later request with the key. The owning service does this, not the gateway: only it knows
 * whether a request whose caller timed out was completed.
 */
export class IdempotencyStore {
  private readonly col: Collection<KeyDoc>;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    db: Db,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.col = db.collection<KeyDoc>('idempotency_keys');
  }

  private id(call: IdempotentCall): string {
    return `${call.op}:${call.scope}:${call.key}`;
  }

  async claim(call: IdempotentCall): Promise<Claim> {
    const _id = this.id(call);
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = this.now();
      try {
        await this.col.insertOne({
          _id,
          requestHash: call.requestHash,
          state: 'pending',
          deadline: call.deadline,
          claimedAt: new Date(now),
          expiresAt: new Date(now + IDEMPOTENCY_KEEP_MS),
        });
        return { kind: 'run' };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const found = await this.col.findOne({ _id });
      if (!found) continue; // removed in between (released or swept): claim again
      const expired = found.expiresAt.getTime() < now;
      const abandoned = found.state === 'pending' && found.deadline + STALE_MARGIN_MS < now;
      if (expired || abandoned) {
        // Only the holder of this exact claim removes it; a racing taker then loses the insert.
        await this.col.deleteOne({ _id, claimedAt: found.claimedAt });
        continue;
      }
      if (found.requestHash !== call.requestHash) {
        return refusal(422, 'idempotency_key_reused', KEY_REUSED);
      }
      if (found.state === 'pending' || !found.reply) {
        return refusal(409, 'idempotency_key_in_progress', KEY_IN_PROGRESS);
      }
      return { kind: 'replay', reply: JSON.parse(found.reply) as Envelope<unknown> };
    }
    return refusal(409, 'idempotency_key_in_progress', KEY_IN_PROGRESS);
  }

  /**
   * Stores the answer for later requests with the key. A failure on our side (5xx) releases
   * the key instead: the request did not happen, so the client may retry it with the same key.
   */
  async complete(call: IdempotentCall, reply: Envelope<unknown>): Promise<void> {
    const _id = this.id(call);
    if (!reply.ok && reply.error.status >= 500) {
      await this.col.deleteOne({ _id, state: 'pending' });
      return;
    }
    await this.col.updateOne({ _id }, { $set: { state: 'done', reply: JSON.stringify(reply) } });
  }

  /** Removes keys older than 24 h now and every ten minutes (FerretDB has no TTL index). */
  startSweeping(): void {
    const sweep = () =>
      void this.col
        .deleteMany({ expiresAt: { $lt: new Date(this.now()) } })
        .catch((err: unknown) => {
          this.log.warn({ err }, 'idempotency keys not swept');
        });
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}
