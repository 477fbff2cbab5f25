import path from 'node:path';
import { freePort, type TestServers } from '../infra/test-harness/servers';
import {
  launchSystem,
  repoRoot,
  startProcess,
  stopProcess,
  waitForHealthy,
} from '../infra/system/launcher';
import { systemEnv } from '../infra/system/env';
import { load, printTable } from './load';

const body = {
  name: 'Bench',
  email: 'bench@example.org',
  organization: 'Load Co',
  message: 'Measuring the bus.',
};

/** Issue 2: POST /api/contact through gateway → NATS → contact service, and the same handler mounted directly. */
export async function busVsDirect(servers: TestServers): Promise<void> {
  const env = systemEnv({
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    MONGO_DB_PREFIX: 'bench_',
  });
  const logDir = path.join(repoRoot, '.data', 'bench-logs');
  const gatewayPort = await freePort();
  const system = await launchSystem({
    env: { ...env, HEALTH_SERVICES: 'contact' },
    port: gatewayPort,
    logDir,
  });
  const directPort = await freePort();
  const direct = startProcess('direct', 'bench/direct-server.ts', {
    env: { ...env, PORT: String(directPort) },
    logDir,
  });
  try {
    await waitForDirect(`http://127.0.0.1:${directPort}`);
    // Warm both paths (JIT, connection pools) before measuring.
    await load('warm-up', `${system.baseUrl}/api/contact`, { method: 'POST', body, seconds: 2 });
    await load('warm-up', `http://127.0.0.1:${directPort}/api/contact`, {
      method: 'POST',
      body,
      seconds: 2,
    });
    const viaBus = await load(
      'POST /api/contact via gateway → NATS → service',
      `${system.baseUrl}/api/contact`,
      { method: 'POST', body },
    );
    const directly = await load(
      'POST /api/contact, handler mounted directly',
      `http://127.0.0.1:${directPort}/api/contact`,
      { method: 'POST', body },
    );
    const hop = await load(
      'GET /healthz via gateway → NATS → service',
      `${system.baseUrl}/healthz`,
      { connections: 1 },
    );
    const noHop = await load(
      'GET /healthz answered in-process',
      `http://127.0.0.1:${directPort}/healthz`,
      { connections: 1 },
    );
    printTable([viaBus, directly, hop, noHop]);
    const ratio = viaBus.requestsPerSec / directly.requestsPerSec;
    process.stdout.write(
      `\nPOST /api/contact bus/direct throughput ratio: ${ratio.toFixed(2)} (target ≥ 0.8)\n` +
        `added mean latency per bus hop (1 connection, /healthz): ${((hop.mean - noHop.mean) * 1000).toFixed(0)} µs (target ≤ 80 µs)\n`,
    );
  } finally {
    await stopProcess(direct);
    await system.stop();
  }
}

async function waitForDirect(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await waitForHealthy(url, 1);
}
