import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(__dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** Every service that has an entry point: services/<name>/src/main.ts (the kit is a library). */
export function discoverServices(): string[] {
  const dir = path.join(repoRoot, 'services');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'src', 'main.ts')))
    .sort();
}

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
 * Starts one Node process of ours (a service or the gateway): a TypeScript entry with tsx
 * (`make dev`), a built one (`<package>/dist/main.js`, see infra/build) with plain node.
 */
export function startProcess(name: string, entry: string, opts: LaunchOptions): Proc {
  const [command, args] = entry.endsWith('.ts')
    ? [tsx, [entry]]
    : [process.execPath, ['--enable-source-maps', entry]];
  const child = spawn(command, args, {
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
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { name, child, exited };
}

export async function stopProcess(proc: Proc, timeoutMs = 5000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
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

/** Polls the gateway's /healthz until every service answers (or the deadline passes). */
export async function waitForHealthy(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/healthz`);
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
  services: Map<string, Proc>;
  gateway: Proc;
  stopService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts every service and the gateway on `port`, waits until /healthz is 200. */
export async function launchSystem(opts: LaunchOptions & { port: number }): Promise<System> {
  const names = discoverServices();
  const env = { ...opts.env, PORT: String(opts.port), HEALTH_SERVICES: names.join(',') };
  const services = new Map<string, Proc>();
  const startService = async (name: string) => {
    services.set(name, startProcess(name, `services/${name}/src/main.ts`, { ...opts, env }));
  };
  for (const name of names) await startService(name);
  const gateway = startProcess('gateway', 'gateway/src/main.ts', { ...opts, env });
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const system: System = {
    baseUrl,
    services,
    gateway,
    async stopService(name) {
      const proc = services.get(name);
      if (proc) await stopProcess(proc);
    },
    async startService(name) {
      await startService(name);
      await waitForHealthy(baseUrl, 30_000);
    },
    async stop() {
      await stopProcess(gateway);
      await Promise.all([...services.values()].map((p) => stopProcess(p)));
    },
  };
  try {
    await waitForHealthy(baseUrl);
  } catch (err) {
    await system.stop();
    throw err;
  }
  return system;
}
