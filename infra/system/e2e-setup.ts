import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startLocalServers, freePort, type TestServers } from '../test-harness/servers';
import { launchSystem, repoRoot, type System } from './launcher';
import { systemEnv } from './env';
import { runSeeds } from './seed';

const KEY = '__rapportE2E';
const E2E_CONTRIBUTION_PASSWORD = 'e2e-insights-2024';

interface E2EState {
  servers: TestServers;
  system: System;
  control: http.Server;
}

/**
 * The browser journeys' world: real servers, every service and the gateway serving the built
 * web app, the demo seed, and a control endpoint that stops/starts a service by name
 * (POST /services/<name>/stop|start) so a journey can see the product with a service down.
 */
export default async function setup(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w web` (make e2e does) first');
  }
  const servers = await startLocalServers();
  const port = await freePort();
  const logDir = path.join(repoRoot, '.data', 'e2e-logs');
  const env = systemEnv({
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
    WEB_DIST: path.join(repoRoot, 'web', 'dist'),
    LOG_LEVEL: 'info',
    MONGO_DB_PREFIX: 'e2e_',
    RATE_LIMIT_MAX: '5000',
    // One contribution password for the demo seed and every journey: only 3 can ever register.
    SEED_CONTRIBUTION_PASSWORD: E2E_CONTRIBUTION_PASSWORD,
  });
  const system = await launchSystem({ env, port, logDir });
  await runSeeds(system.baseUrl, env, { onlyIfEmpty: false });

  const control = http.createServer((req, res) => {
    const match = /^\/services\/([\w-]+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const [, name, action] = match as unknown as [string, string, 'stop' | 'start'];
    const work = action === 'stop' ? system.stopService(name) : system.startService(name);
    work.then(
      () => res.writeHead(204).end(),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  process.env.E2E_BASE_URL = system.baseUrl;
  process.env.E2E_CONTRIBUTION_PASSWORD = E2E_CONTRIBUTION_PASSWORD;
  process.env.DEMO_INVITE_CODE = env.DEMO_INVITE_CODE;
  // The admin the seed approved the demo therapists as; journeys sign in with it too.
  process.env.E2E_ADMIN_EMAIL = env.ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = env.ADMIN_PASSWORD;
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  process.env.MONGO_URL = servers.mongoUrl;
  process.env.REDIS_URL = servers.redisUrl;
  process.env.NATS_URL = servers.natsUrl;
  (globalThis as Record<string, unknown>)[KEY] = { servers, system, control } satisfies E2EState;
  process.stderr.write(`\n[e2e] system up at ${system.baseUrl} (logs in .data/e2e-logs)\n`);
}

export async function teardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[KEY] as E2EState | undefined;
  if (!state) return;
  state.control.close();
  await state.system.stop();
  await state.servers.stop();
}
