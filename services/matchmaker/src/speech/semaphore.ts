/** Thrown when more work waits for a slot than the queue holds. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many speech requests are waiting. Please try again in a moment.');
  }
}

/**
 * At most `slots` holders at once; up to `maxWaiting` more wait in order, and anything beyond
 * is refused at once (QueueFullError) rather than queued without bound.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  /** Resolves with a release function once a slot is free. */
  async acquire(): Promise<() => void> {
    if (this.active >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; `active` only drops when nobody waits.
      if (next) next();
      else this.active -= 1;
    };
  }

  get inUse(): number {
    return this.active;
  }
}
