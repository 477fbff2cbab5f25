import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, openSync, closeSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkJetStream, freePort, waitUntilReady } from './readiness';

export { freePort } from './readiness';

/** Connection URLs of one MongoDB-wire server, one Redis and one NATS with JetStream. */
export interface ServerUrls {
  mongoUrl: string;
  redisUrl: string;
  natsUrl: string;
}

export interface TestServers extends ServerUrls {
  /** Human-readable origin: "env", "containers" or "local". */
  kind: 'env' | 'containers' | 'local';
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '..', '..');
const START_ATTEMPTS = 3;

function findBinary(name: string, extraDirs: string[] = []): string {
  const dirs = [...extraDirs, ...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  throw new Error(`${name} not found; run infra/scripts/install.sh`);
}

/** How to run one infrastructure server with its data in a directory (also used by infra/chaos). */
export interface ServerSpec {
  name: string;
  binary: string;
  args: (port: number, dataDir: string) => string[];
  ready?: (port: number) => Promise<void>;
}

export const serverSpecs = {
  nats: {
    name: 'nats-server',
    binary: 'nats-server',
    args: (port, dir) => ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir],
    ready: (port) => checkJetStream(`nats://127.0.0.1:${port}`),
  },
  redis: {
    name: 'redis-server',
    binary: 'redis-server',
    args: (port, dir) => [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      // As in production: the append-only file, synced every second, keeps revocations,
      // tokens and live voice state across a restart.
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--dir',
      dir,
    ],
  },
  mongo: {
    name: 'ferretdb',
    binary: path.join(repoRoot, '.bin', 'ferretdb'),
    args: (port, dir) => ['-listen', `127.0.0.1:${port}`, '-data', dir],
  },
} satisfies Record<string, ServerSpec>;

interface RunningServer {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export function resolveBinary(binary: string): string {
  if (path.isAbsolute(binary)) {
    try {
      accessSync(binary, constants.X_OK);
    } catch {
      throw new Error(`${binary} not found; run infra/scripts/install.sh`);
    }
    return binary;
  }
  return findBinary(binary);
}

/**
 * Spawns one server on a free port and waits until it is ready. A port taken between
 * probing and binding makes the server exit at once, so that case is retried on a new port.
 */
async function startServer(
  spec: ServerSpec,
  baseDir: string,
  fixedPort?: number,
): Promise<RunningServer> {
  const binary = resolveBinary(spec.binary);
  const dataDir = path.join(baseDir, spec.name);
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(baseDir, `${spec.name}.log`);
  for (let attempt = 1; ; attempt++) {
    const port = fixedPort ?? (await freePort());
    const logFd = openSync(logFile, 'a');
    const child = spawn(binary, spec.args(port, dataDir), {
      cwd: baseDir,
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.once('error', () => resolve(-1));
    });
    const server: RunningServer = { port, child, exited };
    const ready = spec.ready;
    try {
      await waitUntilReady({
        name: spec.name,
        port,
        logFile,
        exited,
        check: ready && (() => ready(port)),
      });
      return server;
    } catch (error) {
      await stopServer(server);
      // A fixed port (a restart) is not retried elsewhere: the caller's clients point at it.
      if (attempt >= START_ATTEMPTS || fixedPort !== undefined) throw error;
    }
  }
}

async function stopServer({ child, exited }: RunningServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts nats-server (JetStream), redis-server and .bin/ferretdb on free loopback ports.
 * Data goes to `opts.dataDir` when given (kept afterwards) or to a temporary directory
 * that `stop()` removes.
 */
export async function startLocalServers(opts: { dataDir?: string } = {}): Promise<TestServers> {
  const baseDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'rapport-servers-')));
  const started: RunningServer[] = [];
  // Killed synchronously if the process ends without calling stop(), so no server outlives it.
  const killAll = () => started.forEach(({ child }) => child.kill('SIGKILL'));
  process.once('exit', killAll);

  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all(started.map(stopServer));
    if (!opts.dataDir) await rm(baseDir, { recursive: true, force: true });
  };

  try {
    const results = await Promise.allSettled(
      [serverSpecs.mongo, serverSpecs.redis, serverSpecs.nats].map((spec) =>
        startServer(spec, baseDir),
      ),
    );
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await stop();
    throw error;
  }

  const [mongo, redis, nats] = started as [RunningServer, RunningServer, RunningServer];
  return {
    kind: 'local',
    mongoUrl: `mongodb://127.0.0.1:${mongo.port}`,
    redisUrl: `redis://127.0.0.1:${redis.port}`,
    natsUrl: `nats://127.0.0.1:${nats.port}`,
    stop,
  };
}

/** One server a test owns: stopped and started again on the same port and data directory. */
export interface OwnServer {
  readonly url: string;
  readonly port: number;
  /** Stops the server (SIGTERM, SIGKILL after 5 s); its data directory stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  dispose(): Promise<void>;
}

const schemes = { nats: 'nats', redis: 'redis', mongo: 'mongodb' } as const;

/**
 * Starts one nats-server (JetStream), redis-server (append-only file) or FerretDB of the
 * test's own on a free loopback port, with data in a temporary directory, so a test can
 * stop and restart it (outages, persistence) without touching the run's shared servers.
 */
export async function startOwnServer(kind: keyof typeof serverSpecs): Promise<OwnServer> {
  const spec: ServerSpec = serverSpecs[kind];
  const baseDir = await mkdtemp(path.join(os.tmpdir(), `rapport-own-${kind}-`));
  let running: RunningServer | undefined = await startServer(spec, baseDir);
  const port = running.port;
  const killNow = () => running?.child.kill('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    if (running) await stopServer(running);
    running = undefined;
  };
  return {
    url: `${schemes[kind]}://127.0.0.1:${port}`,
    port,
    stop,
    start: async () => {
      if (!running) running = await startServer(spec, baseDir, port);
    },
    dispose: async () => {
      await stop();
      process.removeListener('exit', killNow);
      await rm(baseDir, { recursive: true, force: true });
    },
  };
}

/** The URLs from MONGO_URL, REDIS_URL and NATS_URL, or undefined unless all three are set. */
export function serverUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerUrls | undefined {
  const { MONGO_URL: mongoUrl, REDIS_URL: redisUrl, NATS_URL: natsUrl } = env;
  return mongoUrl && redisUrl && natsUrl ? { mongoUrl, redisUrl, natsUrl } : undefined;
}

/**
 * Servers for a test run (DESIGN §10): the ones named in the environment when all three
 * URLs are set; else containers when a Docker engine answers; else the local binaries.
 * RAPPORT_TEST_SERVERS=local|containers forces a choice.
 */
export async function connectOrStartServers(): Promise<TestServers> {
  const fromEnv = serverUrlsFromEnv();
  if (fromEnv) return { kind: 'env', ...fromEnv, stop: async () => {} };

  const forced = process.env.RAPPORT_TEST_SERVERS;
  if (forced === 'local') return startLocalServers();

  // Imported lazily: testcontainers pulls in a large dependency tree that the local path
  // never needs.
  const { dockerAvailable, startContainers } = await import('./containers');
  if (forced === 'containers' || (await dockerAvailable())) {
    try {
      return await startContainers();
    } catch (error) {
      if (forced === 'containers') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`[test-harness] containers failed (${reason}); using local servers\n`);
    }
  }
  return startLocalServers();
}
