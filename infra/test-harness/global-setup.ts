import { connectOrStartServers, type TestServers } from './servers';

/** Where global-teardown.ts finds the servers; globalSetup and globalTeardown share a realm. */
export const SERVERS_KEY = '__rapportTestServers';

/**
 * Jest global setup for the integration tier: one MongoDB-wire server, Redis and NATS per
 * run. Their URLs go into process.env, which the test workers inherit.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const servers = await connectOrStartServers();
  process.env.MONGO_URL = servers.mongoUrl;
  process.env.REDIS_URL = servers.redisUrl;
  process.env.NATS_URL = servers.natsUrl;
  (globalThis as Record<string, unknown>)[SERVERS_KEY] = servers;
  if (servers.kind !== 'env') {
    process.stderr.write(
      `\n[test-harness] ${servers.kind} servers ready in ${Date.now() - started} ms: ` +
        `${servers.mongoUrl} ${servers.redisUrl} ${servers.natsUrl}\n`,
    );
  }
}

export function takeServers(): TestServers | undefined {
  const store = globalThis as Record<string, unknown>;
  const servers = store[SERVERS_KEY] as TestServers | undefined;
  delete store[SERVERS_KEY];
  return servers;
}
