import { isRunning, stopProcess, type Proc } from './processes';

/** How a crashed process is restarted: the delay doubles per crash in a row, up to a ceiling. */
export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** A process that stayed up this long counts as healthy: its next crash starts over. */
  resetAfterMs: number;
}

export const defaultBackoff: BackoffPolicy = {
  initialMs: 500,
  maxMs: 10_000,
  resetAfterMs: 30_000,
};

/** Delay before the n-th restart of a run of crashes (n ≥ 1): 0.5 s, 1 s, 2 s, … 10 s. */
export function restartDelay(crashesInRow: number, policy: BackoffPolicy = defaultBackoff): number {
  const doublings = Math.max(0, crashesInRow - 1);
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(doublings, 30));
}

/** "code 1", "signal SIGKILL": how a process ended, for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `code ${code ?? 'unknown'}`;
}

export interface SupervisorOptions {
  policy?: BackoffPolicy;
  /** Where restarts are reported; one line each. */
  log?: (line: string) => void;
}

/**
 * Keeps one process running: whenever it ends without `stop()` having been asked for (a crash,
 * a kill, an exit of its own), it is started again after `restartDelay`. Restarts wait at
 * least `initialMs`, so a Ctrl-C that reaches the children and the launcher together is
 * always seen by the launcher (which calls `stop()`) before any restart is due.
 */
export class Supervisor {
  private proc: Proc | undefined;
  private startedAt = 0;
  private crashesInRow = 0;
  private restartCount = 0;
  private pending: NodeJS.Timeout | undefined;
  private stopping = true;
  private readonly policy: BackoffPolicy;
  private readonly log: (line: string) => void;
  private readonly waiters = new Set<() => void>();

  constructor(
    readonly name: string,
    private readonly launch: () => Proc,
    opts: SupervisorOptions = {},
  ) {
    this.policy = opts.policy ?? defaultBackoff;
    this.log = opts.log ?? ((line) => process.stderr.write(`${line}\n`));
  }

  /** The process running now; undefined while a restart is pending or after stop(). */
  get current(): Proc | undefined {
    return this.proc && isRunning(this.proc) ? this.proc : undefined;
  }

  /** How many times the process was restarted after ending on its own. */
  get restarts(): number {
    return this.restartCount;
  }

  /** Starts the process (again, after a stop()). */
  start(): void {
    if (!this.stopping) return;
    this.stopping = false;
    this.crashesInRow = 0;
    this.spawn();
  }

  /** Resolves when the next process has been started (a restart, or a start). */
  nextStart(): Promise<void> {
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  /** Stops the process for good: no restart follows, a pending one is cancelled. */
  async stop(timeoutMs?: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.pending);
    this.pending = undefined;
    if (this.proc) await stopProcess(this.proc, timeoutMs);
  }

  private spawn(): void {
    const proc = this.launch();
    this.proc = proc;
    this.startedAt = Date.now();
    proc.child.once('exit', (code, signal) => this.onExit(proc, code, signal));
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  private onExit(proc: Proc, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping || proc !== this.proc) return;
    const upMs = Date.now() - this.startedAt;
    if (upMs >= this.policy.resetAfterMs) this.crashesInRow = 0;
    this.crashesInRow += 1;
    const delay = restartDelay(this.crashesInRow, this.policy);
    this.log(
      `[supervisor] ${this.name} (pid ${proc.child.pid ?? '?'}) exited with ` +
        `${describeExit(code, signal)} after ${(upMs / 1000).toFixed(1)} s; ` +
        `restarting in ${(delay / 1000).toFixed(1)} s (restart ${this.restartCount + 1})`,
    );
    this.pending = setTimeout(() => {
      this.pending = undefined;
      if (this.stopping) return;
      this.restartCount += 1;
      this.spawn();
    }, delay);
  }
}
