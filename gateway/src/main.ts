import { connectBus, connectRedis, createLogger, startTracing, stopTracing } from '@rapport/kit';
import { loadGatewayConfig } from './config';
import { buildGateway } from './app';
import { startGatewayOps } from './ops';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  // Before the Redis client is made: its commands get spans only when tracing is on then.
  startTracing('gateway', config);
  const log = createLogger('gateway', config.LOG_LEVEL);
  const bus = await connectBus(config, 'gateway');
  const redis = connectRedis(config.REDIS_URL, config.REDIS_PREFIX, {
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  const app = await buildGateway({ config, bus, redis, log });
  await app.listen({ port: config.PORT, host: config.HOST });
  const ops = await startGatewayOps(config, bus, log);

  const shutdown = () => {
    void (async () => {
      await app.close();
      await ops?.close();
      await bus.nc.drain();
      redis.disconnect();
      await stopTracing();
      process.exit(0);
    })();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  createLogger('gateway').fatal(
    { err },
    err instanceof Error ? err.message : 'gateway failed to start',
  );
  process.exit(1);
});
