import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { connectBus, connectMongo, createLogger, ensureEventStream, EventBus } from '@rapport/kit';
import {
  ACCOUNT_CONCURRENCY,
  ClientAccountRepository,
} from '@rapport/client-profile/src/store/client-account.repository';
import { ClientProfileRepository } from '@rapport/client-profile/src/store/client-profile.repository';
import { startLocalServers, type ServerUrls } from '../infra/test-harness/servers';

/**
 * Issue 13 item 9: how fast client-profile's accounts projection (the consumer of
 * `event.user.registered`) catches up on a backlog, one event at a time (as before) and with
 * accounts handled side by side (one account's events still in order). The real repository
 * and projection code, on real NATS and FerretDB.
 */
export async function projectionThroughput(servers: ServerUrls, count = 1500): Promise<void> {
  const log = createLogger('bench', 'silent');
  const rows: string[] = [];
  for (const concurrency of [1, ACCOUNT_CONCURRENCY]) {
    const prefix = `benchproj${concurrency}x${Date.now().toString(36)}`;
    const bus = await connectBus({ NATS_URL: servers.natsUrl, BUS_PREFIX: prefix }, 'bench');
    const mongo = await connectMongo(servers.mongoUrl, `${prefix}_client_profile`);
    try {
      await ensureEventStream(bus);
      const events = new EventBus(bus, 'client-profile', log, mongo.db);
      for (let i = 0; i < count; i += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, count - i) }, (_, j) =>
            events.publish('event.user.registered', {
              userId: randomUUID(),
              email: `bench-${i + j}@example.org`,
              role: 'client',
              firstName: 'Bench',
              lastName: `Client ${i + j}`,
              guest: false,
            }),
          ),
        );
      }
      const accounts = new ClientAccountRepository(mongo.db);
      const profiles = new ClientProfileRepository(mongo.db);
      const started = performance.now();
      await accounts.follow(
        events,
        (id, identity) => profiles.applyIdentity(id, identity),
        concurrency,
      );
      const jsm = await bus.nc.jetstreamManager();
      for (;;) {
        const info = await jsm.consumers.info(bus.names.stream, 'client-profile-client-accounts');
        if (info.num_pending === 0 && info.num_ack_pending === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const seconds = (performance.now() - started) / 1000;
      rows.push(
        `| ${concurrency === 1 ? 'one at a time (before)' : `${concurrency} accounts at once (after)`} | ${count} | ${seconds.toFixed(2)} s | ${Math.round(count / seconds)} events/s |`,
      );
      await events.stop();
      await jsm.streams.delete(bus.names.stream);
      await mongo.db.dropDatabase();
    } finally {
      await bus.nc.drain();
      await mongo.close();
    }
  }
  process.stdout.write('| accounts projection | events | catch-up time | throughput |\n');
  process.stdout.write('|---|---|---|---|\n');
  process.stdout.write(`${rows.join('\n')}\n`);
}

if (require.main === module) {
  void (async () => {
    const servers = await startLocalServers();
    try {
      await projectionThroughput(servers, Number(process.env.BENCH_EVENTS ?? 1500));
    } finally {
      await servers.stop();
    }
  })().catch((err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
