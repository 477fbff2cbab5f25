import { MongoClient, type Db } from 'mongodb';
import { headers } from 'nats';
import { headers as metaHeaders, operationsOf } from '@rapport/contracts';
import { startOwnServer, uniqueDbPrefix, type OwnServer } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import {
  connectBus,
  createLogger,
  encode,
  IdempotencyStore,
  KEY_IN_PROGRESS,
  KEY_REUSED,
  request,
  serveOperations,
  type Bus,
  type HandlerMap,
  type OperationServer,
} from '@rapport/kit';

/**
 * Issue 13: writes stored behind a 504 were duplicated on retry, and services ran requests
 * whose caller had given up. Idempotency keys live in the owning service's database; the
 * deadline travels with the request.
 */
const prefix = uniqueDbPrefix('idem');
const log = createLogger('idem-test', 'silent');
let bus: Bus;
let mongo: MongoClient;
let db: Db;
let server: OperationServer;
let calls = 0;
let gate: Promise<void> = Promise.resolve();
const key = operationsOf('contact').find((k) => k === 'contact.send')!;

beforeAll(async () => {
  bus = await connectTestBus(testEnv(prefix), 'idem-test');
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
  db = mongo.db(`${prefix}contact`);
  const handlers = Object.fromEntries(
    operationsOf('contact').map((k) => [
      k,
      async () => {
        calls++;
        await gate;
        return { success: true, id: `call-${calls}` };
      },
    ]),
  ) as unknown as HandlerMap<'contact'>;
  server = serveOperations(bus, 'contact', handlers, log, {
    idempotency: new IdempotencyStore(db, log),
  });
});

afterAll(async () => {
  await server.drain();
  await bus.nc.drain();
  await mongo.close();
});

const body = { name: 'Ada', email: 'ada@example.org', message: 'Hello' };
const send = (idemKey: string, requestHash: string, timeoutMs = 2000) =>
  request(
    bus,
    bus.names.rpc(key),
    { params: {}, query: {}, body },
    { requestId: 'idem', idempotency: { key: idemKey, scope: 'ip:127.0.0.1', requestHash } },
    timeoutMs,
  );

it('answers a repeated key with the stored answer and runs the handler once', async () => {
  const before = calls;
  const first = await send('key-1', 'hash-a');
  const second = await send('key-1', 'hash-a');
  expect(first).toEqual({ ok: true, data: { success: true, id: `call-${before + 1}` } });
  expect(second).toEqual(first);
  expect(calls).toBe(before + 1);
  expect(await db.collection('idempotency_keys').countDocuments({})).toBe(1);
});

it('refuses the same key for a different request with 422', async () => {
  const res = await send('key-1', 'hash-b');
  expect(res).toEqual({
    ok: false,
    error: { status: 422, code: 'idempotency_key_reused', message: KEY_REUSED },
  });
});

it('answers 409 while the first request with the key is still running', async () => {
  let release!: () => void;
  gate = new Promise((r) => (release = r));
  const first = send('key-2', 'hash-a');
  await new Promise((r) => setTimeout(r, 200));
  const second = await send('key-2', 'hash-a');
  expect(second).toEqual({
    ok: false,
    error: { status: 409, code: 'idempotency_key_in_progress', message: KEY_IN_PROGRESS },
  });
  release();
  gate = Promise.resolve();
  expect((await first).ok).toBe(true);
  expect(await send('key-2', 'hash-a')).toEqual(await first);
});

it('skips a request whose deadline passed before it arrived', async () => {
  const before = calls;
  const h = headers();
  h.set(metaHeaders.requestId, 'late');
  h.set(metaHeaders.deadline, String(Date.now() - 1));
  const reply = await bus.nc.request(bus.names.rpc(key), encode({ body }), {
    timeout: 2000,
    headers: h,
  });
  expect(JSON.parse(new TextDecoder().decode(reply.data))).toMatchObject({
    ok: false,
    error: { status: 504, code: 'deadline_passed' },
  });
  expect(calls).toBe(before);
});

it('says on a timeout that the write may still have happened', async () => {
  let release!: () => void;
  gate = new Promise((r) => (release = r));
  const late = await send('key-4', 'hash-a', 300);
  release();
  gate = Promise.resolve();
  expect(late).toEqual({
    ok: false,
    error: {
      status: 504,
      code: 'service_timeout',
      message:
        'The contact service did not answer in time. Your request may still have been completed; check before trying again.',
    },
  });
});

// Issue 13: a lost replica made idempotent calls fail; they are sent once more.
it('sends a read once more when nobody answered the first attempt, and a write not', async () => {
  const subject = bus.names.subject('rpc.retry-test.echo');
  const call = (retry: boolean) =>
    request(bus, subject, {}, { requestId: 'retry' }, 3000, { retry, retryPauseMs: 600 });
  // No replica yet: the first attempt finds no responders; one starts 150 ms later.
  const retried = call(true);
  const notRetried = call(false);
  await new Promise((r) => setTimeout(r, 150));
  const replica = bus.nc.subscribe(subject, {
    callback: (_err, msg) => msg.respond(encode({ ok: true, data: 'answered' })),
  });
  await bus.nc.flush();
  try {
    expect(await notRetried).toMatchObject({ ok: false, error: { status: 503 } });
    expect(await retried).toEqual({ ok: true, data: 'answered' });
  } finally {
    replica.unsubscribe();
  }
});

describe('when the connection to NATS is lost', () => {
  let nats: OwnServer;
  let own: Bus;
  beforeAll(async () => {
    nats = await startOwnServer('nats');
    own = await connectBus({ NATS_URL: nats.url, BUS_PREFIX: '' }, 'idem-own');
  }, 30_000);
  afterAll(async () => {
    await own.nc.close();
    await nats.dispose();
  });

  it('answers 503 at once instead of waiting for the timeout', async () => {
    await nats.stop();
    // The client notices the closed socket within moments.
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const res = await request(own, own.names.rpc(key), {}, { requestId: 'x' }, 5000, {
      retry: true,
    });
    expect(res).toMatchObject({ ok: false, error: { status: 503 } });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
