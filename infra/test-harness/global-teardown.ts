import { takeServers } from './global-setup';

/** Stops the servers global-setup.ts started (a no-op for servers given by the environment). */
export default async function globalTeardown(): Promise<void> {
  const servers = takeServers();
  if (!servers) return;
  await servers.stop();
  if (servers.kind !== 'env') {
    delete process.env.MONGO_URL;
    delete process.env.REDIS_URL;
    delete process.env.NATS_URL;
  }
}
