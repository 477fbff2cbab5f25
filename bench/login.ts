import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PasswordHasher, ARGON2ID_OPTIONS } from '@rapport/auth/src/password-hasher';
import { freePort, type TestServers } from '../infra/test-harness/servers';
import { repoRoot, startProcess, stopProcess, waitForHealthy } from '../infra/system/launcher';
import { systemEnv } from '../infra/system/env';
import { load, printTable } from './load';

/** Issue 3: argon2id hash time with the production parameters, and login throughput through the gateway. */
export async function loginBench(servers: TestServers): Promise<void> {
  const hasher = await PasswordHasher.create();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await hasher.hash(`bench-password-${i}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { memoryCost, timeCost, parallelism } = ARGON2ID_OPTIONS;
  process.stdout.write(
    `argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}: hash median ${times[15]!.toFixed(1)} ms, p90 ${times[27]!.toFixed(1)} ms (30 hashes)\n`,
  );

  const port = await freePort();
  const env = systemEnv({
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
    LOG_LEVEL: 'warn',
    MONGO_DB_PREFIX: 'benchlogin_',
    RATE_LIMIT_MAX: '100000000',
    PORT: String(port),
    HEALTH_SERVICES: 'auth',
  });
  const logDir = path.join(repoRoot, '.data', 'bench-logs');
  const auth = startProcess('auth', 'services/auth/src/main.ts', { env, logDir });
  const gateway = startProcess('gateway', 'gateway/src/main.ts', { env, logDir });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealthy(base, 30_000);
    const account = { email: `bench.${Date.now()}@example.org`, password: 'bench-password-123' };
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, firstName: 'Bench', lastName: 'User', role: 'client' }),
    });
    if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    const login = await load(
      'POST /api/auth/login (argon2id verify per request)',
      `${base}/api/auth/login`,
      {
        method: 'POST',
        body: account,
        connections: 8,
        seconds: 8,
      },
    );
    printTable([login]);
  } finally {
    await stopProcess(gateway);
    await stopProcess(auth);
  }
}
