import { randomUUID } from 'node:crypto';
import { timings } from '@rapport/contracts';
import type { Logger, Redis } from '@rapport/kit';

/** The two parts of a session the timing rules tell apart, each serialised. */
export interface SaveKeys {
  /** The Q&A history. */
  qa: string;
  /** Everything else that is saved. */
  rest: string;
}

export type ChangeResult = 'unchanged' | 'busy' | 'now' | 'debounced';

export interface SaveSchedulerOptions<S> {
  redis: Redis;
  log: Logger;
  keysOf(snapshot: S): SaveKeys;
  /** The latest state of a session, for a debounced save that fires later (on any replica). */
  load(id: string): Promise<S | null>;
  save(id: string, snapshot: S): Promise<void>;
  debounceMs?: number;
  /** How often due debounced saves are looked for. */
  sweepMs?: number;
  /** A save holds its lock at most this long, so a replica that died mid-save cannot block others. */
  lockMs?: number;
}

/** Claims a due save: marked dirty, its debounce timer gone, nobody saving it. */
const CLAIM = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if not redis.call('SET', KEYS[3], ARGV[2], 'NX', 'PX', ARGV[3]) then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
return 1
`;

/** Deletes the lock only if it is still ours. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * Save-session timing (spec §7) on the server, replica-safe in Redis:
 * - a change of the Q&A history saves at once;
 * - any other change saves 1 s after the last change (`save:timer:<id>`, PX 1000, restarted
 *   by each change; the session waits in the `save:dirty` hash);
 * - nothing changed since the last save (`save:saved:<id>`), or a save running
 *   (`save:lock:<id>`): no new save. A change that arrives during a save stays dirty and is
 *   looked at again once the lock is gone, so the last state is never left unsaved.
 * Every replica sweeps for due saves; the CLAIM script lets exactly one of them take each.
 */
export class SaveScheduler<S> {
  private readonly debounceMs: number;
  private readonly sweepMs: number;
  private readonly lockMs: number;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly opts: SaveSchedulerOptions<S>) {
    this.debounceMs = opts.debounceMs ?? timings.saveDebounceMs;
    this.sweepMs = opts.sweepMs ?? 100;
    this.lockMs = opts.lockMs ?? 30_000;
  }

  private static readonly dirty = 'save:dirty';
  private timerKey = (id: string) => `save:timer:${id}`;
  private lockKey = (id: string) => `save:lock:${id}`;
  private savedKey = (id: string) => `save:saved:${id}`;

  start(): void {
    this.sweeper ??= setInterval(() => {
      void this.track(
        this.sweep().catch((err: unknown) => this.opts.log.warn({ err }, 'save sweep failed')),
      );
    }, this.sweepMs);
    this.sweeper.unref();
  }

  /** Stops sweeping and waits for saves under way. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  async change(id: string, snapshot: S): Promise<ChangeResult> {
    const { redis } = this.opts;
    const keys = this.opts.keysOf(snapshot);
    const [savedQa, savedRest] = await redis.hmget(this.savedKey(id), 'qa', 'rest');
    if (savedQa === keys.qa && savedRest === keys.rest) {
      // Back to what is stored: a pending debounced save has nothing left to do.
      await redis.multi().hdel(SaveScheduler.dirty, id).del(this.timerKey(id)).exec();
      return 'unchanged';
    }
    if (savedQa !== keys.qa) {
      const token = await this.lock(id);
      if (!token) {
        await redis.hset(SaveScheduler.dirty, id, '1');
        return 'busy';
      }
      await redis.multi().hdel(SaveScheduler.dirty, id).del(this.timerKey(id)).exec();
      await this.track(this.run(id, snapshot, keys, token));
      return 'now';
    }
    const busy = (await redis.exists(this.lockKey(id))) === 1;
    await redis
      .multi()
      .set(this.timerKey(id), '1', 'PX', this.debounceMs)
      .hset(SaveScheduler.dirty, id, '1')
      .exec();
    return busy ? 'busy' : 'debounced';
  }

  /** Saves a dirty session now, debounce or not (the socket closed). */
  async flush(id: string): Promise<void> {
    const { redis } = this.opts;
    await redis.del(this.timerKey(id));
    await this.track(this.claimAndSave(id));
  }

  /** Saves every session whose debounce has run out. */
  async sweep(): Promise<void> {
    const ids = await this.opts.redis.hkeys(SaveScheduler.dirty);
    for (const id of ids) await this.claimAndSave(id);
  }

  private async claimAndSave(id: string): Promise<void> {
    const { redis } = this.opts;
    const token = randomUUID();
    const claimed = await redis.eval(
      CLAIM,
      3,
      SaveScheduler.dirty,
      this.timerKey(id),
      this.lockKey(id),
      id,
      token,
      this.lockMs,
    );
    if (Number(claimed) !== 1) return;
    const snapshot = await this.opts.load(id).catch(() => null);
    if (!snapshot) {
      await this.release(id, token);
      return;
    }
    const keys = this.opts.keysOf(snapshot);
    const [savedQa, savedRest] = await redis.hmget(this.savedKey(id), 'qa', 'rest');
    if (savedQa === keys.qa && savedRest === keys.rest) {
      await this.release(id, token);
      return;
    }
    await this.run(id, snapshot, keys, token);
  }

  private async lock(id: string): Promise<string | null> {
    const token = randomUUID();
    const ok = await this.opts.redis.set(this.lockKey(id), token, 'PX', this.lockMs, 'NX');
    return ok === 'OK' ? token : null;
  }

  private async release(id: string, token: string): Promise<void> {
    await this.opts.redis.eval(RELEASE, 1, this.lockKey(id), token);
  }

  private async run(id: string, snapshot: S, keys: SaveKeys, token: string): Promise<void> {
    try {
      await this.opts.save(id, snapshot);
      await this.opts.redis
        .multi()
        .hset(this.savedKey(id), 'qa', keys.qa, 'rest', keys.rest)
        .expire(this.savedKey(id), 24 * 3600)
        .exec();
    } catch (err) {
      // Tried again on the next change, not in a loop.
      this.opts.log.warn({ err, sessionId: id }, 'voice session save failed');
    } finally {
      await this.release(id, token);
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => void this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }
}
