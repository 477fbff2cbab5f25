import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitUntilReady } from '../test-harness/readiness';
import { resolveBinary, serverSpecs, type ServerSpec } from '../test-harness/servers';

/**
 * The harness's servers (infra/test-harness/servers.ts), each with its data on disk so a
 * restart keeps it: JetStream's store directory, Redis with an append-only file (written
 * every second and on a graceful stop, read back at start), FerretDB's SQLite files.
 */
export const kinds = serverSpecs;
type ServerKind = ServerSpec;

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
    this.binary = resolveBinary(kind.binary);
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
