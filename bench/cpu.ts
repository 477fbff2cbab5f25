import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Where the CPU went during a measurement, from /proc (Linux): the machine's busy share, each
 * named process's share, and the load generator's (autocannon runs as a child of this process
 * and ends within the round, so its time lands in our `cutime`/`cstime` once reaped).
 */
const TICKS = 100; // USER_HZ on Linux

function procTicks(pid: number, withChildren = false): number {
  try {
    // The command name may hold spaces: fields are counted after its closing ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return withChildren ? own + Number(f[13]) + Number(f[14]) : own;
  } catch {
    return 0;
  }
}

function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/);
  const n = fields.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** The servers this process started (nats-server, ferretdb, redis-server), by name. */
export function childServers(): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && /^(nats-server|ferretdb|redis-server)/.test(comm)) {
        found.set(comm, Number(entry));
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

export interface CpuShares {
  /** The whole machine's busy share, in cores (2 = both cores of this machine busy). */
  machineCores: number;
  /** Each named process, in cores. */
  byName: Record<string, number>;
}

/** Starts a CPU measurement of the named pids; `stop()` gives the shares since then. */
export function cpuMeter(pids: Record<string, number[]>): { stop(): CpuShares } {
  const t0 = Date.now();
  const m0 = machineTicks();
  const self0 = procTicks(process.pid, true) - procTicks(process.pid);
  const p0 = Object.fromEntries(
    Object.entries(pids).map(([k, list]) => [k, list.reduce((a, p) => a + procTicks(p), 0)]),
  );
  return {
    stop() {
      const seconds = (Date.now() - t0) / 1000;
      const m1 = machineTicks();
      const cores = (ticks: number) => ticks / TICKS / seconds;
      const byName: Record<string, number> = {};
      for (const [k, list] of Object.entries(pids)) {
        byName[k] = cores(list.reduce((a, p) => a + procTicks(p), 0) - (p0[k] ?? 0));
      }
      byName['load generator'] = cores(
        procTicks(process.pid, true) - procTicks(process.pid) - self0,
      );
      const busyShare = (m1.busy - m0.busy) / Math.max(1, m1.total - m0.total);
      const machineCores = busyShare * cpus().length;
      const ours = Object.values(byName).reduce((a, b) => a + b, 0);
      // Whatever else runs here (other people's builds and tests on a shared machine).
      byName['everything else'] = Math.max(0, machineCores - ours);
      return { machineCores, byName };
    },
  };
}
