import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { checkJetStream, freePort, waitUntilReady } from '../test-harness/readiness';
import { repoRoot } from '../system/processes';

/** One infrastructure server the suite can stop, kill and start again on the same port. */
interface ServerKind {
  name: string;
  binary: string;
  args(port: number, dataDir: string): string[];
  ready?(port: number): Promise<void>;
}

function findBinary(binary: string): string {
  const dirs = path.isAbsolute(binary)
    ? ['']
    : [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error(`${binary} not found; run infra/scripts/install.sh`);
}

/**
 * The same servers as the test harness, each with its data on disk so a restart keeps it:
 * JetStream's store directory, Redis with an append-only file (written every second and on a
 * graceful stop, read back at start), FerretDB's SQLite files.
 */
export const kinds = {
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
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
    ],
  },
  mongo: {
    name: 'ferretdb',
    binary: path.join(repoRoot, '.bin', 'ferretdb'),
    args: (port, dir) => ['-listen', `127.0.0.1:${port}`, '-data', dir],
  },
} satisfies Record<string, ServerKind>;

export class ControlledServer {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private readonly binary: string;
  private readonly dataDir: string;
  private readonly logFile: string;

  private constructor(
    private readonly kind: ServerKind,
    readonly port: number,
    baseDir: string,
  ) {
    this.binary = findBinary(kind.binary);
    this.dataDir = path.join(baseDir, kind.name);
    this.logFile = path.join(baseDir, `${kind.name}.log`);
    mkdirSync(this.dataDir, { recursive: true });
  }

  /** Starts the server on a free loopback port (a new one when the first is taken meanwhile). */
  static async start(kind: ServerKind, baseDir: string): Promise<ControlledServer> {
    for (let attempt = 1; ; attempt++) {
      const server = new ControlledServer(kind, await freePort(), baseDir);
      try {
        await server.start();
        return server;
      } catch (err) {
        await server.kill();
        if (attempt >= 3) throw err;
      }
    }
  }

  get name(): string {
    return this.kind.name;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** (Re)starts the server on its port with its data, and waits until it is ready. */
  async start(): Promise<void> {
    if (this.running) return;
    const logFd = openSync(this.logFile, 'a');
    const child = spawn(this.binary, this.kind.args(this.port, this.dataDir), {
      cwd: this.dataDir,
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.once('error', () => resolve(-1));
    });
    const ready = this.kind.ready;
    await waitUntilReady({
      name: this.kind.name,
      port: this.port,
      logFile: this.logFile,
      exited: this.exited,
      check: ready && (() => ready(this.port)),
    });
  }

  /** A graceful stop (SIGTERM), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.child?.kill('SIGTERM');
    this.child?.kill('SIGCONT');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }

  async kill(): Promise<void> {
    if (this.running) this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** For the process 'exit' hook: no awaiting possible there. */
  killNow(): void {
    if (this.running) this.child?.kill('SIGKILL');
  }
}
