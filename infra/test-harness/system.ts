import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Db } from 'mongodb';
import type { NatsConnection } from 'nats';
import type { ServiceName } from '@rapport/contracts';
import {
  EVENTS_STREAM,
  connectBus,
  connectRedis,
  createLogger,
  startService,
  type BaseConfig,
  type RunningService,
  type ServiceDefinition,
} from '@rapport/kit';
import { buildGateway, loadGatewayConfig } from '@rapport/gateway';

export const TEST_JWT_SECRET = 'integration-test-secret-0123456789abcdef';

/**
 * Environment for one spec file: the real servers from the global setup, with a database and
 * Redis prefix of its own so spec files never see each other's data.
 */
export function testEnv(prefix: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { MONGO_URL, REDIS_URL, NATS_URL } = process.env;
  if (!MONGO_URL || !REDIS_URL || !NATS_URL)
    throw new Error('integration tests need the global setup (MONGO_URL, REDIS_URL, NATS_URL)');
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MONGO_URL,
    REDIS_URL,
    NATS_URL,
    MONGO_DB_PREFIX: prefix,
    REDIS_PREFIX: prefix,
    JWT_SECRET: TEST_JWT_SECRET,
    ...extra,
  };
}

/** Starts a real service in this process, connected to the real NATS, Mongo and Redis. */
export async function startTestService<S extends ServiceName, C extends BaseConfig>(
  def: ServiceDefinition<S, C>,
  env: NodeJS.ProcessEnv,
): Promise<RunningService<C>> {
  return startService(def, env);
}

export interface TestGateway {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Starts the real gateway on a free loopback port. */
export async function startTestGateway(env: NodeJS.ProcessEnv): Promise<TestGateway> {
  const config = loadGatewayConfig({
    WEB_DIST: '/nonexistent',
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const log = createLogger('gateway', config.LOG_LEVEL);
  const nc = await connectBus(config.NATS_URL, 'gateway-test');
  const redis = connectRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const app = await buildGateway({ config, nc, redis, log });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await nc.drain();
      redis.disconnect();
    },
  };
}

/** JSON helper for tests: answers status and parsed body. */
export async function http(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined || opts.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * Spec files of one run share the EVENTS stream, and a service's durable consumers deliver
 * what earlier files published too. Waits until `durables` have applied everything, then
 * empties the service's projection `collections`, so a spec file sees only what it publishes.
 */
export async function isolateProjections(
  nc: NatsConnection,
  db: Db,
  durables: string[],
  collections: string[],
  timeoutMs = 15_000,
): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const infos = await Promise.all(durables.map((d) => jsm.consumers.info(EVENTS_STREAM, d)));
    if (infos.every((i) => i.num_pending === 0 && i.num_ack_pending === 0)) break;
    if (Date.now() > deadline)
      throw new Error(`consumers did not catch up: ${durables.join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const name of collections) await db.collection(name).deleteMany({});
}
