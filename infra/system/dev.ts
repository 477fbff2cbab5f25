import path from 'node:path';
import { launchSystem, repoRoot } from './launcher';
import { systemEnv } from './env';
import { ensureDevJwtSecret } from './dev-secret';
import { runSeeds } from './seed';

/**
 * `make dev`: every service and the gateway against the servers `infra/scripts/infra.sh start`
 * runs, serving API, socket and the built web app on PORT (8080). Seeds an empty database.
 */
async function main(): Promise<void> {
  if (ensureDevJwtSecret(path.join(repoRoot, '.env'))) {
    process.stdout.write('Wrote a random JWT_SECRET into .env (it had none).\n');
  }
  const env = systemEnv({
    MONGO_URL: process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27017}`,
    REDIS_URL: process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.REDIS_PORT ?? 6379}`,
    NATS_URL: process.env.NATS_URL ?? `nats://127.0.0.1:${process.env.NATS_PORT ?? 4222}`,
    WEB_DIST: path.join(repoRoot, 'web', 'dist'),
  });
  const port = Number(env.PORT ?? 8080);
  const system = await launchSystem({ env, port });
  process.stdout.write(`\nRapport is running on http://localhost:${port} (API docs: /api/docs)\n`);
  await runSeeds(system.baseUrl, env, { onlyIfEmpty: true });
  const stop = () => void system.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`make dev failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
