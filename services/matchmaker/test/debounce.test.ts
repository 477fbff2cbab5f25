import { uniqueDbPrefix } from '@rapport/infra';
import { testEnv } from '@rapport/infra/test-harness/system';
import { connectRedis, createLogger, type Redis } from '@rapport/kit';
import { SaveScheduler, type SaveKeys } from '../src';

interface Snapshot {
  qa: string[];
  state: string;
}

const keysOf = (s: Snapshot): SaveKeys => ({ qa: JSON.stringify(s.qa), rest: s.state });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Save-session timing (spec §7) on the server, against real Redis, across two "replicas":
 * the scheduler alone, so no matchmaker is started.
 */
describe('save timing (SaveScheduler on Redis)', () => {
  let redis: Redis;
  let latest: Snapshot;
  const saves: Snapshot[] = [];
  let gate: Promise<void> | undefined;
  const schedulers: SaveScheduler<Snapshot>[] = [];

  const scheduler = () => {
    const s = new SaveScheduler<Snapshot>({
      redis,
      log: createLogger('debounce-spec', 'silent'),
      keysOf,
      load: async () => latest,
      save: async (_id, snapshot) => {
        saves.push(snapshot);
        await gate;
      },
      sweepMs: 50,
    });
    s.start();
    schedulers.push(s);
    return s;
  };

  beforeAll(() => {
    const prefix = uniqueDbPrefix('debounce');
    redis = connectRedis(testEnv(prefix).REDIS_URL!, prefix);
  });

  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    redis.disconnect();
  });

  beforeEach(() => {
    saves.length = 0;
    gate = undefined;
  });

  it('a burst of 10 changes within 1 s saves once, 1 s after the last, whichever replica sweeps', async () => {
    const [a, b] = [scheduler(), scheduler()];
    latest = { qa: ['q1'], state: 'listening' };
    expect(await a.change('burst', latest)).toBe('now');
    expect(saves).toHaveLength(1);

    const results: string[] = [];
    const started = Date.now();
    for (let i = 0; i < 10; i++) {
      latest = { qa: ['q1'], state: `state-${i}` };
      results.push(await (i % 2 ? a : b).change('burst', latest));
      // 50 ms apart: the burst stays well inside 1 s even when the machine is busy.
      await sleep(50);
    }
    expect(Date.now() - started).toBeLessThan(1000);
    expect(results).toEqual(Array(10).fill('debounced'));
    await sleep(700);
    expect(saves).toHaveLength(1); // still within 1 s of the last change
    await sleep(800);
    expect(saves).toEqual([
      { qa: ['q1'], state: 'listening' },
      { qa: ['q1'], state: 'state-9' },
    ]);
    await sleep(500);
    expect(saves).toHaveLength(2);
  });

  it('a Q&A change saves at once; the same state again saves nothing', async () => {
    const s = scheduler();
    latest = { qa: ['q1'], state: 'idle' };
    expect(await s.change('qa', latest)).toBe('now');
    latest = { qa: ['q1', 'q2'], state: 'idle' };
    expect(await s.change('qa', latest)).toBe('now');
    expect(saves).toEqual([{ qa: ['q1'], state: 'idle' }, latest]);
    expect(await s.change('qa', { qa: ['q1', 'q2'], state: 'idle' })).toBe('unchanged');
    await sleep(1300);
    expect(saves).toHaveLength(2);
  });

  it('no second save while one runs; the change made meanwhile is saved when it ends', async () => {
    const s = scheduler();
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    latest = { qa: ['a'], state: 'x' };
    const first = s.change('busy', latest);
    await sleep(50);
    latest = { qa: ['a', 'b'], state: 'x' };
    expect(await s.change('busy', latest)).toBe('busy');
    expect(saves).toHaveLength(1);
    open();
    expect(await first).toBe('now');
    await sleep(300);
    expect(saves).toEqual([
      { qa: ['a'], state: 'x' },
      { qa: ['a', 'b'], state: 'x' },
    ]);
  });
});
