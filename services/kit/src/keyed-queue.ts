/**
 * Runs tasks concurrently across keys and in order within a key: a task starts once the
 * previous task of its key ended, and at most `limit` tasks run (or wait for their key) at
 * once; `push` waits while the queue is full, which holds back whoever feeds it.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly active = new Set<Promise<void>>();

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  }

  /** Queues `task` behind the tasks of `key`; resolves once it is queued (not when it ran). */
  async push(key: string, task: () => Promise<void>): Promise<void> {
    while (this.active.size >= this.limit) await Promise.race(this.active);
    const previous = this.tails.get(key);
    const run = (previous ? previous.then(task, task) : task()).catch(() => {
      // The task reports its own failures; the chain of its key goes on.
    });
    this.tails.set(key, run);
    this.active.add(run);
    void run.finally(() => {
      this.active.delete(run);
      if (this.tails.get(key) === run) this.tails.delete(key);
    });
  }

  /** Waits until every queued task ended. */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled([...this.active]);
  }
}
