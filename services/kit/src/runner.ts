import type { Db } from 'mongodb';
import type { z } from 'zod';
import type { ServiceName } from '@rapport/contracts';
import { loadConfig, type BaseConfig } from './config';
import { createLogger, type Logger } from './logger';
import { connectMongo, type MongoHandle } from './mongo';
import { connectRedis, redisReachable, withTimeout, type Redis } from './redis';
import { connectBus, type Bus } from './bus';
import { EventBus, ensureEventStream } from './events';
import { Outbox } from './outbox';
import { IdempotencyStore } from './idempotency';
import { serveHealth, serveOperations, type DependencyStatus, type HandlerMap } from './rpc';
import { startTracing, stopTracing } from './tracing';
import { startServiceOps } from './service-ops';

export interface ServiceDeps<C extends BaseConfig> {
  config: C;
  log: Logger;
  /** NATS and the names of this system's namespace (BUS_PREFIX). */
  bus: Bus;
  db: Db;
  redis: Redis;
  events: EventBus;
  /** Pending events kept in the documents whose change they announce (see outbox.ts). */
  outbox: Outbox;
}

export interface ServiceParts<S extends ServiceName> {
  handlers: HandlerMap<S>;
  /** Called after the service stopped taking requests, before connections close. */
  onStop?: () => Promise<void>;
}

export interface ServiceDefinition<S extends ServiceName, C extends BaseConfig> {
  name: S;
  config: z.ZodType<C>;
  setup(deps: ServiceDeps<C>): Promise<ServiceParts<S>>;
}

export interface RunningService<C extends BaseConfig> {
  deps: ServiceDeps<C>;
  /** The ops server (/livez, /readyz, /metrics) when OPS_PORT is set. */
  opsUrl?: string;
  stop(): Promise<void>;
}

/** Connects NATS, Mongo and Redis, binds the handlers and health, and returns a stop handle. */
export async function startService<S extends ServiceName, C extends BaseConfig>(
  def: ServiceDefinition<S, C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService<C>> {
  const config = loadConfig(def.config, env);
  // Before the clients are made: Mongo command monitoring and Redis spans are set up with them.
  startTracing(def.name, config);
  const log = createLogger(def.name, config.LOG_LEVEL);
  const bus = await connectBus(config, def.name);
  const mongo = await connectMongo(config.MONGO_URL, `${config.MONGO_DB_PREFIX}${def.name}`);
  const redis = connectRedis(config.REDIS_URL, `${config.REDIS_PREFIX}${def.name}:`, {
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  await ensureEventStream(bus, {
    maxAgeHours: config.EVENTS_MAX_AGE_HOURS,
    maxBytes: config.EVENTS_MAX_BYTES,
    replicas: config.EVENTS_REPLICAS,
  });
  const events = new EventBus(bus, def.name, log, mongo.db);
  const outbox = new Outbox(events, log, { intervalMs: config.OUTBOX_RELAY_INTERVAL_MS });
  const deps: ServiceDeps<C> = { config, log, bus, db: mongo.db, redis, events, outbox };
  const parts = await def.setup(deps);
  const idempotency = new IdempotencyStore(mongo.db, log);
  idempotency.startSweeping();
  const server = serveOperations(bus, def.name, parts.handlers, log, { idempotency });
  const health = serveHealth(bus, def.name, Date.now(), () => dependencyStatus(mongo, redis));
  outbox.start();
  await bus.nc.flush();
  const ops = await startServiceOps(config, def.name, bus, log, () =>
    dependencyStatus(mongo, redis),
  );
  log.info('service ready');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      ops.markStopping();
      await health.drain();
      await server.drain();
      idempotency.stop();
      await outbox.stop();
      await events.stop();
      await parts.onStop?.();
      await bus.nc.drain();
      await mongo.close();
      redis.disconnect();
      await ops.close();
      log.info('service stopped');
    })());
  return { deps, opsUrl: ops.url, stop };
}

/** Whether Mongo and Redis answer a ping within 500 ms: what the health reply reports. */
async function dependencyStatus(
  mongo: MongoHandle,
  redis: Redis,
): Promise<Record<string, DependencyStatus>> {
  const [mongoUp, redisUp] = await Promise.all([
    withTimeout(
      mongo.db.command({ ping: 1 }).then(() => true),
      DEPENDENCY_PING_MS,
      false,
    ),
    redisReachable(redis, DEPENDENCY_PING_MS),
  ]);
  return { mongo: mongoUp ? 'ok' : 'unreachable', redis: redisUp ? 'ok' : 'unreachable' };
}

const DEPENDENCY_PING_MS = 500;

/** Process entry: start, then stop gracefully on SIGTERM/SIGINT; a failed start exits 1. */
export function runService<S extends ServiceName, C extends BaseConfig>(
  def: ServiceDefinition<S, C>,
): void {
  startService(def).then(
    (running) => {
      const shutdown = () => {
        running.stop().then(
          // The spans still buffered are sent before the process ends.
          () => void stopTracing().finally(() => process.exit(0)),
          (err: unknown) => {
            running.deps.log.error({ err }, 'unclean stop');
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    },
    (err: unknown) => {
      createLogger(def.name).fatal({ err }, err instanceof Error ? err.message : 'start-up failed');
      process.exit(1);
    },
  );
}
