import { createLogger } from './logger';
import { RetentionSweeper, daysBefore, emailHash } from './privacy';

describe('emailHash', () => {
  it('hashes the trimmed, lower-cased email, so any spelling of it matches', () => {
    expect(emailHash(' Ana@Example.ORG ')).toBe(emailHash('ana@example.org'));
    expect(emailHash('ana@example.org')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('ana@example.org')).not.toBe(emailHash('ben@example.org'));
  });
});

describe('daysBefore', () => {
  it('goes back whole and fractional days', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(daysBefore(now, 30).toISOString()).toBe('2026-10-24T12:00:00.000Z');
    expect(daysBefore(now, 0.5).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('RetentionSweeper', () => {
  const log = createLogger('test', 'silent');

  it('runs one pass at a time and survives a failing pass', async () => {
    let calls = 0;
    let release!: () => void;
    const sweeper = new RetentionSweeper(log, 60_000, async () => {
      calls++;
      if (calls === 1) await new Promise<void>((r) => (release = r));
      if (calls === 2) throw new Error('database away');
      return { expired: 3 };
    });
    const first = sweeper.runOnce();
    expect(sweeper.runOnce()).toBe(first);
    release();
    await expect(first).resolves.toEqual({ expired: 3 });
    await expect(sweeper.runOnce()).resolves.toEqual({});
    await expect(sweeper.runOnce()).resolves.toEqual({ expired: 3 });
    expect(calls).toBe(3);
  });
});
