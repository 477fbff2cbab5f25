import path from 'node:path';
import { launchSystem, repoRoot, type System } from './launcher';
import { systemEnv } from './env';
import { ensureDevJwtSecret } from './dev-secret';
import { runSeeds } from './seed';

/**
 * `make dev`: every service and the gateway against the servers `infra/scripts/infra.sh start`
 * runs, serving API, socket and the built web app on PORT (8080). Seeds an empty database.
 * Each process is supervised: a crashed one is restarted with backoff (infra/system/supervisor.ts);
 * Ctrl-C or SIGTERM stops them all without restarts.
 */
let system: System | undefined;
/** Aborted by Ctrl-C / SIGTERM: a launch under way stops what it started. */
const starting = new AbortController();

async function main(): Promise<void> {
  const stop = () => {
    if (starting.signal.aborted) return;
    process.stdout.write('\nStopping every service and the gateway…\n');
    // While starting, the launch itself stops what it started and main() ends with it.
    starting.abort(new Error('stopped while starting'));
    if (system) void system.stop().then(() => process.exit(0));
  };
  // Before the launch: a stop asked for while processes start must still stop them.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

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
  system = await launchSystem({ env, port, signal: starting.signal });
  process.stdout.write(`\nRapport is running on http://localhost:${port} (API docs: /api/docs)\n`);
  await runSeeds(system.baseUrl, env, { onlyIfEmpty: true });
}

main().catch((err: unknown) => {
  // Stopping: an aborted launch has stopped its processes; a running system exits in stop().
  if (starting.signal.aborted) {
    if (!system) process.exit(0);
    return;
  }
  process.stderr.write(`make dev failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
