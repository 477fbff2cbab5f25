import type { VoiceClientMessage } from '@rapport/contracts';
import { AddressBudgets, SharedTtsBudget, SocketBudget, admitShared } from './flood-limits';

const limits = {
  framesPerSecond: 3,
  framesPerMinute: 5,
  ttsCharsPerMinute: 100,
  ttsCharsPerMinutePerIp: 150,
  socketsPerIp: 2,
};
const tts = (n: number): VoiceClientMessage => ({
  type: 'tts',
  text: 'x'.repeat(n),
  voice: 'alloy',
  tone: 'calm',
});
const start: VoiceClientMessage = { type: 'start-listening' };

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('SocketBudget', () => {
  it('refuses frames beyond the per-second and per-minute limits, then lets them in again', () => {
    const c = clock();
    const budget = new SocketBudget(new AddressBudgets(limits, c.now), '203.0.113.1', c.now);
    const codes = () => budget.admit(start)?.code;
    expect([codes(), codes(), codes(), codes()]).toEqual([
      undefined,
      undefined,
      undefined,
      'too_many_frames',
    ]);
    c.advance(1_000);
    expect([codes(), codes(), codes()]).toEqual([undefined, undefined, 'too_many_frames']);
    c.advance(60_000);
    expect(codes()).toBeUndefined();
  });

  it('counts speech characters per socket and per address', () => {
    const c = clock();
    const addresses = new AddressBudgets(
      { ...limits, framesPerSecond: 100, framesPerMinute: 100 },
      c.now,
    );
    const a = new SocketBudget(addresses, '203.0.113.2', c.now);
    const b = new SocketBudget(addresses, '203.0.113.2', c.now);
    expect(a.admit(tts(100))).toBeUndefined();
    expect(a.admit(tts(1))?.code).toBe('tts_limit');
    expect(b.admit(tts(50))).toBeUndefined();
    expect(b.admit(tts(1))?.code).toBe('tts_limit');
    c.advance(60_000);
    expect(b.admit(tts(100))).toBeUndefined();
  });
});

describe('AddressBudgets', () => {
  it('allows `socketsPerIp` open sockets per address', () => {
    const addresses = new AddressBudgets(limits);
    expect([1, 2, 3].map(() => addresses.openSocket('198.51.100.1'))).toEqual([true, true, false]);
    expect(addresses.openSocket('198.51.100.2')).toBe(true);
    addresses.closeSocket('198.51.100.1');
    expect(addresses.openSocket('198.51.100.1')).toBe(true);
  });
});

describe('SharedTtsBudget (across gateway replicas, failing open)', () => {
  const redisAnswering = (answer: () => Promise<unknown>) => {
    const calls: unknown[][] = [];
    return {
      calls,
      redis: {
        eval: ((...args: unknown[]) => {
          calls.push(args);
          return answer();
        }) as never,
      },
    };
  };

  it('counts a tts frame under the address key and refuses what the script says does not fit', async () => {
    const fits = redisAnswering(async () => 1);
    const shared = new SharedTtsBudget(fits.redis, 150);
    expect(await admitShared(shared, '203.0.113.9', tts(40))).toBeUndefined();
    expect(fits.calls[0]!.slice(1)).toEqual([1, 'gateway:voice-tts:203.0.113.9', 40, 150, 60]);
    const full = new SharedTtsBudget(redisAnswering(async () => 0).redis, 150);
    expect((await admitShared(full, '203.0.113.9', tts(40)))?.code).toBe('tts_limit');
  });

  it('asks Redis nothing about other frames', async () => {
    const r = redisAnswering(async () => 0);
    expect(await admitShared(new SharedTtsBudget(r.redis, 150), '203.0.113.9', start)).toBe(
      undefined,
    );
    expect(r.calls).toEqual([]);
  });

  it('lets the frame go on when Redis fails or does not answer in time', async () => {
    const failing = new SharedTtsBudget(
      redisAnswering(() => Promise.reject(new Error('down'))).redis,
      150,
    );
    expect(await failing.take('203.0.113.9', 10)).toBeUndefined();
    const silent = new SharedTtsBudget(
      redisAnswering(() => new Promise(() => undefined)).redis,
      150,
      20,
    );
    // Resolves after its own 20 ms limit (a hang would fail the test on jest's timeout).
    expect(await admitShared(silent, '203.0.113.9', tts(10))).toBeUndefined();
  });
});
