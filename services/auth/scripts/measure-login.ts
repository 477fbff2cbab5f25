/**
 * Login throughput through the real gateway (not part of the tests):
 *   npx tsx services/auth/scripts/measure-login.ts [seconds] [connections]
 * Local NATS/Redis/Mongo-wire servers (or MONGO_URL/REDIS_URL/NATS_URL), the auth service in
 * its own process as in `make dev`, the gateway in this one, autocannon in a third.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { uniqueDbPrefix } from '@rapport/infra';
import { connectOrStartServers } from '@rapport/infra/test-harness/servers';
import { http, startTestGateway, testEnv } from '@rapport/infra/test-harness/system';
import { load, printTable } from '../../../bench/load';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await http(url, 'GET', '/healthz').catch(() => ({ status: 0 }))).status === 200) return;
    await sleep(200);
  }
  throw new Error('auth service did not become healthy');
}

/** Median time of a wrong password vs an unknown email, measured in alternating pairs. */
async function compareFailures(url: string, email: string): Promise<void> {
  const timed = async (body: { email: string; password: string }) => {
    const started = performance.now();
    const res = await http(url, 'POST', '/api/auth/login', { body });
    if (res.status !== 401)
      throw new Error(`expected 401, got ${res.status} ${JSON.stringify(res.body)}`);
    return performance.now() - started;
  };
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 40; i++) {
    wrong.push(await timed({ email, password: `wrong-${i}` }));
    unknown.push(await timed({ email: `nobody-${i}@example.org`, password: `wrong-${i}` }));
  }
  const median = (ms: number[]) => ms.sort((a, b) => a - b)[ms.length >> 1]!.toFixed(1);
  process.stdout.write(
    `\n401 timing, median of 40 sequential: wrong password ${median(wrong)} ms, unknown email ${median(unknown)} ms\n`,
  );
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 8);
  const connections = Number(process.argv[3] ?? 10);
  const servers = await connectOrStartServers();
  Object.assign(process.env, {
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
  });
  const env = testEnv(uniqueDbPrefix('authbench'), {
    HEALTH_SERVICES: 'auth',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RATE_LIMIT_MAX: '10000000',
    // Failed logins are timed below; the throttle would answer them without verifying.
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
  });
  const auth = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['services/auth/src/main.ts'],
    {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
    },
  );
  const gateway = await startTestGateway(env);
  try {
    await waitHealthy(gateway.url);
    const account = { email: 'bench@example.org', password: 'bench-password' };
    const reg = await http(gateway.url, 'POST', '/api/auth/register', {
      body: { ...account, firstName: 'Bench', lastName: 'User', role: 'client' },
    });
    if (reg.status !== 200)
      throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
    const opts = { connections, seconds };
    const rows = [
      await load('POST /api/auth/login (argon2id verify)', `${gateway.url}/api/auth/login`, {
        ...opts,
        method: 'POST',
        body: account,
      }),
      await load('GET /api/auth/me (bearer)', `${gateway.url}/api/auth/me`, {
        ...opts,
        headers: { authorization: `Bearer ${String(reg.body.token)}` },
      }),
    ];
    printTable(rows);
    await compareFailures(gateway.url, account.email);
  } finally {
    await gateway.stop();
    auth.kill('SIGTERM');
    await new Promise((resolve) => auth.once('exit', resolve));
    await servers.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `measure-login failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
