import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '@rapport/contracts';
import {
  baseConfig,
  connectBus,
  connectRedis,
  createLogger,
  loadConfig,
  startService,
  type BaseConfig,
  type Bus,
  type RunningService,
  type ServiceDefinition,
} from '@rapport/kit';
import { buildGateway, loadGatewayConfig } from '@rapport/gateway';

export const TEST_JWT_SECRET = 'integration-test-secret-0123456789abcdef';

/**
 * Environment for one spec file: the real servers from the global setup, with a database
 * prefix, Redis prefix and bus namespace of its own, so spec files running at the same time
 * never see each other's data, requests or events.
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
    BUS_PREFIX: busPrefixOf(prefix),
    JWT_SECRET: TEST_JWT_SECRET,
    ...extra,
  };
}

/** A `uniqueDbPrefix` as a bus namespace: one subject token, without the trailing '_'. */
export function busPrefixOf(prefix: string): string {
  return prefix.replace(/_+$/, '');
}

/** The bus of a spec file's system, for what the spec itself publishes, consumes or asks. */
export async function connectTestBus(env: NodeJS.ProcessEnv, name: string): Promise<Bus> {
  return connectBus(loadConfig(baseConfig, env), name);
}

/**
 * Waits until every durable consumer of the spec file's namespace has handled everything
 * published so far: the point where projections fed by events are up to date.
 */
export async function eventsSettled(bus: Bus, timeoutMs = 10_000): Promise<void> {
  const jsm = await bus.nc.jetstreamManager();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const consumers = await jsm.consumers.list(bus.names.stream).next();
    const behind = consumers.filter((c) => c.num_pending > 0 || c.num_ack_pending > 0);
    if (behind.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`consumers did not catch up: ${behind.map((c) => c.name).join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Runs start-up steps side by side and waits for all of them, even when one fails: each step
 * keeps what it started, so the spec's stop can close everything that did start.
 */
export async function inParallel(...steps: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(steps)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
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
  const bus = await connectBus(config, 'gateway-test');
  const redis = connectRedis(config.REDIS_URL, config.REDIS_PREFIX, {
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  const app = await buildGateway({ config, bus, redis, log });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await bus.nc.drain();
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
