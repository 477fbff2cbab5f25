import { MongoClient } from 'mongodb';
import { authService } from '@rapport/auth';
import { contactService } from '@rapport/contact';
import { startOwnServer, uniqueDbPrefix, type OwnServer } from '@rapport/infra';
import {
  http,
  inParallel,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import type { RunningService } from '@rapport/kit';

/**
 * Issue 13, found under faults: a logged-out token worked again after a Redis restart; a
 * Redis outage froze the whole API; writes behind a 504 were duplicated on retry; /healthz
 * stayed 200 with the database down. This file owns a Redis and a FerretDB of its own, so it
 * can stop and restart them.
 */
const prefix = uniqueDbPrefix('reliab');
let redis: OwnServer;
let env: NodeJS.ProcessEnv;
let gateway: TestGateway;
let mongo: MongoClient;
const services: RunningService<never>[] = [];

beforeAll(async () => {
  redis = await startOwnServer('redis');
  env = testEnv(prefix, {
    REDIS_URL: redis.url,
    HEALTH_SERVICES: 'auth,contact',
    RATE_LIMIT_MAX: '100000',
  });
  mongo = await MongoClient.connect(env.MONGO_URL!);
  await inParallel(
    ...[authService, contactService].map(async (def) =>
      services.push((await startTestService(def as never, env)) as RunningService<never>),
    ),
  );
  gateway = await startTestGateway(env);
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(services.map((s) => s.stop()));
  await mongo?.close();
  await redis?.dispose();
});

let accounts = 0;
async function register(headers: Record<string, string> = {}) {
  accounts += 1;
  const email = `reliable-${accounts}@example.org`;
  const res = await http(gateway.url, 'POST', '/api/auth/register', {
    body: {
      firstName: 'Rel',
      lastName: 'Iable',
      email,
      password: 'a-long-unusual-passphrase-77',
      role: 'client',
    },
    headers,
  });
  return { res, email, token: String(res.body.token) };
}

const contact = (message: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: 'Analytical Co',
  message,
});

async function eventually<T>(
  probe: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Idempotency-Key', () => {
  it('answers a repeated contact message with the first answer and stores it once', async () => {
    const headers = { 'idempotency-key': 'contact-key-1' };
    const body = contact('Only once, please.');
    const first = await http(gateway.url, 'POST', '/api/contact', { body, headers });
    const again = await http(gateway.url, 'POST', '/api/contact', { body, headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const stored = await mongo
      .db(`${prefix}contact`)
      .collection('contact_messages')
      .countDocuments({ message: 'Only once, please.' });
    expect(stored).toBe(1);
  });

  it('refuses the same key with another body with 422', async () => {
    const headers = { 'idempotency-key': 'contact-key-1' };
    const res = await http(gateway.url, 'POST', '/api/contact', {
      body: contact('Something else.'),
      headers,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('keeps keys of different callers apart', async () => {
    const a = await register();
    const b = await register();
    const headers = { 'idempotency-key': 'shared-key' };
    const body = contact('Same key, two people.');
    const first = await http(gateway.url, 'POST', '/api/contact', {
      body,
      headers,
      token: a.token,
    });
    const second = await http(gateway.url, 'POST', '/api/contact', {
      body,
      headers,
      token: b.token,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('answers a repeated registration with the same account, created once', async () => {
    const headers = { 'idempotency-key': 'register-key-1' };
    const first = await register(headers);
    accounts -= 1; // the same email again
    const again = await register(headers);
    expect(first.res.status).toBe(200);
    expect(again.res.status).toBe(200);
    expect((again.res.body.user as { id: string }).id).toBe(
      (first.res.body.user as { id: string }).id,
    );
    const users = await mongo
      .db(`${prefix}auth`)
      .collection('users')
      .countDocuments({ email: first.email });
    expect(users).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['not ASCII', 'clé-1'],
  ])('refuses a key that is %s with 400', async (_case, key) => {
    const res = await fetch(`${gateway.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(contact('Bad key.')),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('Idempotency-Key');
  });
});

describe('when Redis stops and starts again', () => {
  it('keeps a revoked token revoked, answers 503 fast meanwhile, and serves what needs no Redis', async () => {
    const revoked = await register();
    const valid = await register();
    expect(
      (await http(gateway.url, 'POST', '/api/auth/logout', { token: revoked.token })).status,
    ).toBe(200);
    expect((await http(gateway.url, 'GET', '/api/auth/me', { token: revoked.token })).status).toBe(
      401,
    );

    await redis.stop();
    const started = Date.now();
    const me = await http(gateway.url, 'GET', '/api/auth/me', { token: valid.token });
    // Loose bound: the chaos suite measures the precise time (target ≤ 1 s).
    expect(Date.now() - started).toBeLessThan(3000);
    expect(me.status).toBe(503);
    expect(me.body.error).toBe('Sign-in is temporarily unavailable. Please try again shortly.');
    // A public call that needs no Redis still works (the rate limiter skips on error).
    const sent = await http(gateway.url, 'POST', '/api/contact', {
      body: contact('Sent during the Redis outage.'),
    });
    expect(sent.status).toBe(200);
    expect((await http(gateway.url, 'GET', '/livez')).status).toBe(200);
    const ready = await http(gateway.url, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.stringify(ready.body.services)).toContain('redis');

    await redis.start();
    const back = await eventually(
      () => http(gateway.url, 'GET', '/api/auth/me', { token: valid.token }),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
    // The revocation list came back from the append-only file.
    expect((await http(gateway.url, 'GET', '/api/auth/me', { token: revoked.token })).status).toBe(
      401,
    );
    const readyAgain = await eventually(
      () => http(gateway.url, 'GET', '/readyz'),
      (r) => r.status === 200,
    );
    expect(readyAgain.status).toBe(200);
  }, 60_000);
});

describe('readiness when a service loses its database', () => {
  let ferret: OwnServer;
  let own: RunningService<never> | undefined;
  let ownGateway: TestGateway | undefined;

  beforeAll(async () => {
    ferret = await startOwnServer('mongo');
    const ownEnv = testEnv(uniqueDbPrefix('ready'), {
      MONGO_URL: ferret.url,
      HEALTH_SERVICES: 'contact',
    });
    own = (await startTestService(contactService as never, ownEnv)) as RunningService<never>;
    ownGateway = await startTestGateway(ownEnv);
  }, 60_000);

  afterAll(async () => {
    await ownGateway?.stop();
    await ferret?.start().catch(() => undefined);
    await own?.stop();
    await ferret?.dispose();
  }, 30_000);

  it('answers /readyz 503 naming the service and its database, and 200 once it is back', async () => {
    const url = ownGateway!.url;
    expect((await http(url, 'GET', '/readyz')).status).toBe(200);
    await ferret.stop();
    const down = await http(url, 'GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.body.services).toEqual({ contact: 'The contact service cannot reach mongo.' });
    expect((await http(url, 'GET', '/healthz')).status).toBe(503);
    expect((await http(url, 'GET', '/livez')).status).toBe(200);
    await ferret.start();
    const up = await eventually(
      () => http(url, 'GET', '/readyz'),
      (r) => r.status === 200,
      30_000,
    );
    expect(up.status).toBe(200);
  }, 60_000);
});
