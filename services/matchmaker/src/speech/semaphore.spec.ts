import { QueueFullError, Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('lets at most `slots` holders in at once, the rest in order', async () => {
    const sem = new Semaphore(2, 10);
    const order: number[] = [];
    const releases = await Promise.all([sem.acquire(), sem.acquire()]);
    const third = sem.acquire().then((r) => (order.push(3), r));
    const fourth = sem.acquire().then((r) => (order.push(4), r));
    await new Promise((r) => setImmediate(r));
    expect([sem.inUse, order]).toEqual([2, []]);
    releases[0]!();
    releases[0]!(); // a second release of the same holder changes nothing
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([3]);
    releases[1]!();
    (await third)();
    (await fourth)();
    expect([sem.inUse, order]).toEqual([0, [3, 4]]);
  });

  it('refuses at once when the queue is full', async () => {
    const sem = new Semaphore(1, 1);
    const held = await sem.acquire();
    const waiting = sem.acquire();
    await expect(sem.acquire()).rejects.toBeInstanceOf(QueueFullError);
    held();
    (await waiting)();
    expect(sem.inUse).toBe(0);
  });
});
