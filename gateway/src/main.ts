import { connectBus, connectRedis, createLogger } from '@rapport/kit';
import { loadGatewayConfig } from './config';
import { buildGateway } from './app';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const log = createLogger('gateway', config.LOG_LEVEL);
  const bus = await connectBus(config, 'gateway');
  const redis = connectRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const app = await buildGateway({ config, bus, redis, log });
  await app.listen({ port: config.PORT, host: config.HOST });

  const shutdown = () => {
    void (async () => {
      await app.close();
      await bus.nc.drain();
      redis.disconnect();
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
