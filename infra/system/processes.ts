import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface LaunchOptions {
  env: NodeJS.ProcessEnv;
  /** Where each process writes its log (`<name>.log`); inherits stdout when absent. */
  logDir?: string;
}

/**
 * Starts one Node process of ours (a service or the gateway): a TypeScript entry with the tsx
 * loader (`make dev`), a built one (`<package>/dist/main.js`, see infra/build) with plain node.
 * Either way the child is the service's own node process (the tsx CLI would put a parent in
 * between), so signals and exit codes are the service's: SIGKILL reaches it, and the
 * supervisor sees how it ended.
 */
export function startProcess(name: string, entry: string, opts: LaunchOptions): Proc {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...loader, entry], {
    cwd: repoRoot,
    env: opts.env,
    stdio: opts.logDir ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (opts.logDir) {
    mkdirSync(opts.logDir, { recursive: true });
    const out = createWriteStream(path.join(opts.logDir, `${name}.log`), { flags: 'a' });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // A command that cannot be spawned emits 'error' and never 'exit'.
    child.once('error', () => resolve(-1));
  });
  return { name, child, exited };
}

export function isRunning(proc: Proc): boolean {
  return proc.child.exitCode === null && proc.child.signalCode === null;
}

export async function stopProcess(proc: Proc, timeoutMs = 5000): Promise<void> {
  if (!isRunning(proc)) return;
  proc.child.kill('SIGTERM');
  // A paused process (SIGSTOP) would hold SIGTERM until it runs again.
  proc.child.kill('SIGCONT');
  // The deadline is cancelled once the process is gone, so no timer outlives the stop.
  const deadline = new AbortController();
  const timer = sleep(timeoutMs, 'timeout' as const, { signal: deadline.signal }).catch(
    () => 'exited' as const,
  );
  const first = await Promise.race([proc.exited.then(() => 'exited' as const), timer]);
  deadline.abort();
  if (first === 'timeout') proc.child.kill('SIGKILL');
  await proc.exited;
}
