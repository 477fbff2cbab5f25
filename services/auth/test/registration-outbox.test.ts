import { authConfig, authService } from '@rapport/auth';
import { startOwnServer, uniqueDbPrefix, type OwnServer } from '@rapport/infra';
import { testEnv } from '@rapport/infra/test-harness/system';
import {
  connectBus,
  connectMongo,
  connectRedis,
  createLogger,
  ensureEventStream,
  EventBus,
  loadConfig,
  Outbox,
  type Bus,
  type MongoHandle,
  type Redis,
  type ServiceParts,
} from '@rapport/kit';

/**
 * Issue 13: `user.registered` was dropped for 9 accounts when NATS blipped between the write
 * and the publish; those accounts never reached client-profile. The auth service's own
 * register handler, on a NATS server this file owns: stopped while people register, started
 * again on the same port and store.
 */
const prefix = uniqueDbPrefix('regoutbox');
const log = createLogger('auth-outbox-test', 'silent');
let nats: OwnServer;
let bus: Bus;
let mongo: MongoHandle;
let redis: Redis;
let outbox: Outbox;
let events: EventBus;
let parts: ServiceParts<'auth'>;
const registered: string[] = [];

beforeAll(async () => {
  nats = await startOwnServer('nats');
  const env = testEnv(prefix, { NATS_URL: nats.url, BUS_PREFIX: '' });
  const config = loadConfig(authConfig, env);
  bus = await connectBus(config, 'auth');
  await ensureEventStream(bus);
  mongo = await connectMongo(config.MONGO_URL, `${prefix}auth`);
  redis = connectRedis(config.REDIS_URL, `${prefix}auth:`);
  events = new EventBus(bus, 'auth', log, mongo.db);
  outbox = new Outbox(events, log, { intervalMs: 200, minAgeMs: 0, publishTimeoutMs: 500 });
  parts = await authService.setup({ config, log, bus, db: mongo.db, redis, events, outbox });
  // What client-profile and contact follow.
  const listener = new EventBus(bus, 'listener', log, mongo.db);
  await listener.subscribe('registered', 'event.user.registered', async (e) => {
    registered.push(e.email);
  });
  afterAllStops.push(() => listener.stop());
}, 60_000);

const afterAllStops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await outbox?.stop();
  for (const stop of afterAllStops) await stop();
  await bus?.nc.close();
  await mongo?.close();
  redis?.disconnect();
  await nats?.dispose();
});

const register = (email: string) =>
  parts.handlers['auth.register'](
    {
      params: {},
      query: {},
      body: {
        firstName: 'Out',
        lastName: 'Box',
        email,
        password: 'a-long-unusual-passphrase-77',
        role: 'client',
      },
    },
    { requestId: email, log },
  );

async function waitFor(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('registers while NATS is down and announces every account once it is back', async () => {
  await nats.stop();
  const emails = ['down-1@example.org', 'down-2@example.org'];
  for (const email of emails) {
    // The account is stored and the call succeeds: no 500 because the publish failed.
    const res = await register(email);
    expect(res.user.email).toBe(email);
  }
  const users = mongo.db.collection('users');
  expect(
    await users.countDocuments({ email: { $in: emails }, 'outbox.0': { $exists: true } }),
  ).toBe(2);
  await nats.start();
  outbox.start();
  await waitFor(() => emails.every((e) => registered.includes(e)));
  // Nothing left pending on the accounts, and each announced once.
  await waitFor(async () => (await users.countDocuments({ 'outbox.at': { $exists: true } })) === 0);
  expect(registered.filter((e) => emails.includes(e)).sort()).toEqual(emails);
}, 60_000);

it('announces a registration at once while NATS is up', async () => {
  await register('up@example.org');
  await waitFor(() => registered.includes('up@example.org'), 10_000);
  expect(registered.filter((e) => e === 'up@example.org')).toHaveLength(1);
});
