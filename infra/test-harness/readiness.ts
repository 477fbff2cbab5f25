import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'nats';

/** Asks the OS for a loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the port of a probe listener'));
      });
    });
  });
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}

/** Last lines of a server's log, for start-up error messages. */
export async function logTail(file: string, lines = 20): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export interface ReadinessProbe {
  name: string;
  port: number;
  logFile: string;
  /** Resolves with the exit code if the process ends before it is ready. */
  exited: Promise<number | null>;
  /** Extra check once the port accepts connections; throws while not ready yet. */
  check?: () => Promise<void>;
}

/**
 * Polls until the server accepts TCP connections (and its extra check passes). Fails at
 * once if the process exits, and at the deadline otherwise, in both cases with the log tail.
 */
export async function waitUntilReady(probe: ReadinessProbe, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void probe.exited.then((code) => (exitCode = code));
  let lastError: unknown;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(
        `${probe.name} exited with code ${exitCode} during start-up; log ${probe.logFile}:\n` +
          (await logTail(probe.logFile)),
      );
    }
    if (await acceptsConnections(probe.port)) {
      try {
        await probe.check?.();
        return;
      } catch (error) {
        lastError = error;
      }
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(
        `${probe.name} was not ready on port ${probe.port} within ${timeoutMs} ms${reason}; ` +
          `log ${probe.logFile}:\n${await logTail(probe.logFile)}`,
      );
    }
    await sleep(50);
  }
}

/** Throws unless the NATS server at `url` has JetStream enabled and answering. */
export async function checkJetStream(url: string): Promise<void> {
  const nc = await connect({ servers: url, reconnect: false, timeout: 2000 });
  try {
    const jsm = await nc.jetstreamManager({ timeout: 2000 });
    await jsm.getAccountInfo();
  } finally {
    await nc.close();
  }
}
