import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, startProcess, type LaunchOptions } from './processes';
import { Supervisor, type BackoffPolicy } from './supervisor';

export { repoRoot, startProcess, stopProcess, type LaunchOptions, type Proc } from './processes';

/** Every service that has an entry point: services/<name>/src/main.ts (the kit is a library). */
export function discoverServices(): string[] {
  const dir = path.join(repoRoot, 'services');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'src', 'main.ts')))
    .sort();
}

/** Polls the gateway's /healthz until every service answers (or the deadline passes). */
export async function waitForHealthy(
  baseUrl: string,
  timeoutMs = 60_000,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) });
      last = await res.text();
      if (res.ok) return;
    } catch (err) {
      last = String(err);
    }
    await sleep(250);
  }
  throw new Error(`system not healthy after ${timeoutMs} ms: ${last}`);
}

export interface System {
  baseUrl: string;
  /** The supervised replicas of each service (`contact`, or `contact-1`, `contact-2`, …). */
  services: Map<string, Supervisor[]>;
  gateway: Supervisor;
  stopService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface SystemOptions extends LaunchOptions {
  port: number;
  /** Processes per service (1). */
  replicas?: number;
  /** Run what `make build` wrote (`<package>/dist/main.js`) with node instead of the TypeScript. */
  built?: boolean;
  /** Restart policy of crashed processes (infra/system/supervisor.ts). */
  backoff?: BackoffPolicy;
  /** Where restarts are reported (stderr). */
  log?: (line: string) => void;
  /** Aborting it while the system starts stops every process and rejects the launch. */
  signal?: AbortSignal;
  /** How long the launch waits for /healthz (60 s). */
  startTimeoutMs?: number;
}

function entryOf(dir: string, built: boolean | undefined): string {
  return built ? path.join(dir, 'dist', 'main.js') : path.join(dir, 'src', 'main.ts');
}

/**
 * Starts every service and the gateway on `port`, each under a Supervisor that restarts it
 * with backoff when it ends on its own, and waits until /healthz is 200. `stop()` ends them
 * all without restarts.
 */
export async function launchSystem(opts: SystemOptions): Promise<System> {
  const names = discoverServices();
  const env = { ...opts.env, PORT: String(opts.port), HEALTH_SERVICES: names.join(',') };
  const replicas = opts.replicas ?? 1;
  const entries = [...names.map((n) => path.join('services', n)), 'gateway'].map((dir) =>
    entryOf(dir, opts.built),
  );
  const missing = entries.filter((entry) => !existsSync(path.join(repoRoot, entry)));
  if (missing.length > 0) {
    const hint = opts.built ? ': run `make build` first' : '';
    throw new Error(`missing ${missing.join(', ')}${hint}`);
  }
  const supervise = (name: string, entry: string) => {
    const supervisor = new Supervisor(name, () => startProcess(name, entry, { ...opts, env }), {
      policy: opts.backoff,
      log: opts.log,
    });
    supervisor.start();
    return supervisor;
  };
  const services = new Map<string, Supervisor[]>();
  const startService = (name: string) => {
    const running = services.get(name);
    if (running) return running.forEach((s) => s.start());
    const entry = entryOf(path.join('services', name), opts.built);
    const label = (i: number) => (replicas === 1 ? name : `${name}-${i + 1}`);
    services.set(
      name,
      Array.from({ length: replicas }, (_, i) => supervise(label(i), entry)),
    );
  };
  for (const name of names) startService(name);
  const gateway = supervise('gateway', entryOf('gateway', opts.built));
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const system: System = {
    baseUrl,
    services,
    gateway,
    async stopService(name) {
      await Promise.all((services.get(name) ?? []).map((s) => s.stop()));
    },
    async startService(name) {
      if (!names.includes(name)) throw new Error(`no service named ${name}`);
      startService(name);
      await waitForHealthy(baseUrl, 30_000);
    },
    async stop() {
      await gateway.stop();
      await Promise.all([...services.values()].flat().map((s) => s.stop()));
    },
  };
  try {
    await waitForHealthy(baseUrl, opts.startTimeoutMs ?? 60_000, opts.signal);
  } catch (err) {
    await system.stop();
    throw err;
  }
  return system;
}
