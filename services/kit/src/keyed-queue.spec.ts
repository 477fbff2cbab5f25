import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('KeyedQueue', () => {
  it('runs the tasks of one key in order, those of other keys alongside', async () => {
    const queue = new KeyedQueue(8);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string, ms: number) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${name}`);
      running--;
    };
    await queue.push('a', task('a1', 20));
    await queue.push('a', task('a2', 1));
    await queue.push('b', task('b1', 1));
    await queue.idle();
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
    expect(most).toBe(2);
  });

  it('holds the feeder back while `limit` tasks are queued', async () => {
    const queue = new KeyedQueue(2);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await queue.push('a', () => gate);
    await queue.push('b', () => gate);
    let third = false;
    const pushed = queue.push('c', async () => {}).then(() => (third = true));
    await tick();
    expect(third).toBe(false);
    release();
    await pushed;
    expect(third).toBe(true);
    await queue.idle();
  });

  it('goes on with a key after one of its tasks failed', async () => {
    const queue = new KeyedQueue(4);
    const done: string[] = [];
    await queue.push('a', () => Promise.reject(new Error('boom')));
    await queue.push('a', async () => {
      done.push('a2');
    });
    await queue.idle();
    expect(done).toEqual(['a2']);
  });

  it('refuses a limit below one', () => {
    expect(() => new KeyedQueue(0)).toThrow('positive integer');
  });
});
