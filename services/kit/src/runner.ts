import type { Db } from 'mongodb';
import type { z } from 'zod';
import type { ServiceName } from '@rapport/contracts';
import { loadConfig, type BaseConfig } from './config';
import { createLogger, type Logger } from './logger';
import { connectMongo } from './mongo';
import { connectRedis, type Redis } from './redis';
import { connectBus, type Bus } from './bus';
import { EventBus, ensureEventStream } from './events';
import { serveHealth, serveOperations, type HandlerMap } from './rpc';

export interface ServiceDeps<C extends BaseConfig> {
  config: C;
  log: Logger;
  /** NATS and the names of this system's namespace (BUS_PREFIX). */
  bus: Bus;
  db: Db;
  redis: Redis;
  events: EventBus;
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
  stop(): Promise<void>;
}

/** Connects NATS, Mongo and Redis, binds the handlers and health, and returns a stop handle. */
export async function startService<S extends ServiceName, C extends BaseConfig>(
  def: ServiceDefinition<S, C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService<C>> {
  const config = loadConfig(def.config, env);
  const log = createLogger(def.name, config.LOG_LEVEL);
  const bus = await connectBus(config, def.name);
  const mongo = await connectMongo(config.MONGO_URL, `${config.MONGO_DB_PREFIX}${def.name}`);
  const redis = connectRedis(config.REDIS_URL, `${config.REDIS_PREFIX}${def.name}:`);
  await ensureEventStream(bus);
  const events = new EventBus(bus, def.name, log, mongo.db);
  const deps: ServiceDeps<C> = { config, log, bus, db: mongo.db, redis, events };
  const parts = await def.setup(deps);
  const server = serveOperations(bus, def.name, parts.handlers, log);
  const health = serveHealth(bus, def.name, Date.now());
  await bus.nc.flush();
  log.info('service ready');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await health.drain();
      await server.drain();
      await events.stop();
      await parts.onStop?.();
      await bus.nc.drain();
      await mongo.close();
      redis.disconnect();
      log.info('service stopped');
    })());
  return { deps, stop };
}

/** Process entry: start, then stop gracefully on SIGTERM/SIGINT; a failed start exits 1. */
export function runService<S extends ServiceName, C extends BaseConfig>(
  def: ServiceDefinition<S, C>,
): void {
  startService(def).then(
    (running) => {
      const shutdown = () => {
        running.stop().then(
          () => process.exit(0),
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
