import type { VoiceClientMessage } from '@rapport/contracts';
import { AddressBudgets, SocketBudget } from './flood-limits';

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
