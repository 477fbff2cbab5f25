/**
 * The launcher's supervision (issue 13, item 6: a crashed contact service stayed down until
 * restarted by hand). Real child processes: node running a small script that exits, or is
 * killed, as a crashing service would.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startProcess } from '../system/processes';
import { restartDelay, Supervisor, type BackoffPolicy } from '../system/supervisor';

const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
/** Counts its starts in a file, stays up for LIFE_MS (forever when unset), then exits with 3. */
const script = path.join(dir, 'crasher.js');
writeFileSync(
  script,
  `const fs = require('node:fs');
   fs.appendFileSync(process.env.STARTS_FILE, 'start\\n');
   const life = Number(process.env.LIFE_MS);
   if (life >= 0) setTimeout(() => process.exit(3), life); else setInterval(() => {}, 1000);`,
);

const fast: BackoffPolicy = { initialMs: 100, maxMs: 400, resetAfterMs: 10_000 };

function supervised(name: string, lifeMs: number | undefined, policy = fast) {
  const startsFile = path.join(dir, `${name}.starts`);
  writeFileSync(startsFile, '');
  const lines: string[] = [];
  const env = { ...process.env, STARTS_FILE: startsFile, LIFE_MS: String(lifeMs ?? -1) };
  const supervisor = new Supervisor(name, () => startProcess(name, script, { env }), {
    policy,
    log: (line) => lines.push(line),
  });
  const starts = () => readFileSync(startsFile, 'utf8').split('\n').filter(Boolean).length;
  return { supervisor, lines, starts };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('restartDelay', () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 2000],
    [5, 8000],
    [6, 10_000],
    [60, 10_000],
  ])('crash %i in a row waits %i ms (0.5 s doubling up to 10 s)', (crashes, ms) => {
    expect(restartDelay(crashes)).toBe(ms);
  });
});

describe('Supervisor', () => {
  it('restarts a process that keeps crashing, with growing delays, logging each exit code', async () => {
    const { supervisor, lines, starts } = supervised('crashing', 20);
    supervisor.start();
    try {
      await until(() => starts() >= 5);
    } finally {
      await supervisor.stop();
    }
    expect(supervisor.restarts).toBeGreaterThanOrEqual(4);
    const delays = lines.slice(0, 4).map((l) => /restarting in ([\d.]+) s/.exec(l)?.[1]);
    expect(delays).toEqual(['0.1', '0.2', '0.4', '0.4']);
    expect(lines[0]).toMatch(/crashing \(pid \d+\) exited with code 3 after [\d.]+ s/);
  });

  it('restarts a killed process and names the signal', async () => {
    const { supervisor, lines, starts } = supervised('killed', undefined);
    supervisor.start();
    try {
      await until(() => starts() === 1);
      const first = supervisor.current!;
      const restarted = supervisor.nextStart();
      first.child.kill('SIGKILL');
      await restarted;
      await until(() => starts() === 2);
      expect(supervisor.current?.child.pid).not.toBe(first.child.pid);
      expect(lines).toEqual([expect.stringMatching(/killed .* exited with signal SIGKILL/)]);
    } finally {
      await supervisor.stop();
    }
  });

  it('starts the count over once a process stayed up for resetAfterMs', async () => {
    const policy = { initialMs: 100, maxMs: 1000, resetAfterMs: 250 };
    const { supervisor, lines } = supervised('steady', 400, policy);
    supervisor.start();
    try {
      await until(() => lines.length >= 2);
    } finally {
      await supervisor.stop();
    }
    // Each run lived 400 ms > 250 ms: every crash is the first of its run.
    expect(lines.map((l) => /restarting in ([\d.]+) s/.exec(l)?.[1])).toEqual(['0.1', '0.1']);
  });

  it('stops without restarting, and cancels a restart that is pending', async () => {
    const { supervisor, lines, starts } = supervised('stopped', undefined);
    supervisor.start();
    await until(() => starts() === 1);
    const proc = supervisor.current!;
    await supervisor.stop();
    expect(proc.child.signalCode ?? proc.child.exitCode).not.toBeNull();
    expect(supervisor.current).toBeUndefined();

    const crashing = supervised('pending', 10, { ...fast, initialMs: 300 });
    crashing.supervisor.start();
    await until(() => crashing.lines.length === 1); // exited, restart due in 300 ms
    await crashing.supervisor.stop();
    await sleep(600);
    expect([starts(), crashing.starts(), crashing.supervisor.restarts]).toEqual([1, 1, 0]);
    expect(lines).toEqual([]);
  });

  it('starts again after a stop', async () => {
    const { supervisor, starts } = supervised('again', undefined);
    supervisor.start();
    await until(() => starts() === 1);
    await supervisor.stop();
    supervisor.start();
    try {
      await until(() => starts() === 2 && supervisor.current !== undefined);
    } finally {
      await supervisor.stop();
    }
  });
});
