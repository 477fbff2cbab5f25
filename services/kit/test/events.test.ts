import { MongoClient } from 'mongodb';
import { uniqueDbPrefix } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import {
  createLogger,
  EventBus,
  ensureEventStream,
  encode,
  type Bus,
  type EventEnvelope,
} from '@rapport/kit';

const prefix = uniqueDbPrefix('events');
const env = testEnv(prefix);
let nats: Bus;
let mongo: MongoClient;
const log = createLogger('events-test', 'silent');

beforeAll(async () => {
  nats = await connectTestBus(env, 'events-test');
  mongo = await MongoClient.connect(env.MONGO_URL!);
  await ensureEventStream(nats);
});

afterAll(async () => {
  await nats.nc.drain();
  await mongo.close();
});

const contact = (id: string) => ({ id, receivedAt: new Date().toISOString() });

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

it('handles an event published once exactly once, even when it is delivered again', async () => {
  const bus = new EventBus(nats, `${prefix}consumer`, log, mongo.db(`${prefix}kit`));
  const seen: string[] = [];
  const marker = `${prefix}once`;
  await bus.subscribe('once', 'event.contact.received', async (data) => {
    if (data.id.startsWith(marker)) seen.push(data.id);
  });

  await bus.publish('event.contact.received', contact(`${marker}-1`), `${marker}-evt`);
  await waitFor(() => seen.length === 1);

  // A redelivery carries the same event id; JetStream's own dedupe is bypassed with a new msg id.
  const again: EventEnvelope<'event.contact.received'> = {
    id: `${marker}-evt`,
    name: 'event.contact.received',
    occurredAt: new Date().toISOString(),
    data: contact(`${marker}-1`),
  };
  await nats.nc.jetstream().publish(nats.names.event('event.contact.received'), encode(again), {
    msgID: `${marker}-redelivery`,
  });
  await bus.publish('event.contact.received', contact(`${marker}-2`), `${marker}-evt2`);
  await waitFor(() => seen.length >= 2);
  await new Promise((r) => setTimeout(r, 200));
  expect(seen).toEqual([`${marker}-1`, `${marker}-2`]);
  await bus.stop();
});

it('redelivers an event whose handler failed, and then handles it once', async () => {
  const bus = new EventBus(nats, `${prefix}retry`, log, mongo.db(`${prefix}kit`));
  const marker = `${prefix}retry`;
  let attempts = 0;
  let handled = 0;
  await bus.subscribe('retry', 'event.contact.received', async (data) => {
    if (!data.id.startsWith(marker)) return;
    attempts += 1;
    if (attempts === 1) throw new Error('transient failure');
    handled += 1;
  });
  await bus.publish('event.contact.received', contact(`${marker}-1`));
  await waitFor(() => handled === 1, 8000);
  await new Promise((r) => setTimeout(r, 300));
  expect(attempts).toBe(2);
  expect(handled).toBe(1);
  await bus.stop();
});

it('keeps its place across a restart: a new consumer instance with the same name does not replay', async () => {
  const db = mongo.db(`${prefix}kit`);
  const marker = `${prefix}restart`;
  const first: string[] = [];
  const bus1 = new EventBus(nats, `${prefix}restart`, log, db);
  await bus1.subscribe('r', 'event.contact.received', async (d) => {
    if (d.id.startsWith(marker)) first.push(d.id);
  });
  await bus1.publish('event.contact.received', contact(`${marker}-a`));
  await waitFor(() => first.length === 1);
  await bus1.stop();

  const second: string[] = [];
  const bus2 = new EventBus(nats, `${prefix}restart`, log, db);
  await bus2.subscribe('r', 'event.contact.received', async (d) => {
    if (d.id.startsWith(marker)) second.push(d.id);
  });
  await bus2.publish('event.contact.received', contact(`${marker}-b`));
  await waitFor(() => second.length === 1);
  await new Promise((r) => setTimeout(r, 200));
  expect(second).toEqual([`${marker}-b`]);
  await bus2.stop();
});

it('dead-letters events it can never read and keeps consuming after them', async () => {
  const db = mongo.db(`${prefix}kit`);
  const marker = `${prefix}dead`;
  const seen: string[] = [];
  const bus = new EventBus(nats, `${prefix}dead`, log, db);
  await bus.subscribe('dead', 'event.contact.received', async (d) => {
    if (d.id.startsWith(marker)) seen.push(d.id);
  });
  const js = nats.nc.jetstream();
  const raw = (text: string, n: number) =>
    js.publish(nats.names.event('event.contact.received'), new TextEncoder().encode(text), {
      msgID: `${marker}-raw-${n}`,
    });
  await raw('not json at all', 1);
  await raw('null', 2);
  await raw(JSON.stringify({ name: 'event.contact.received', data: contact('x') }), 3);
  await raw(JSON.stringify({ id: `${marker}-bad`, name: 'x', occurredAt: 'now', data: {} }), 4);
  await bus.publish('event.contact.received', contact(`${marker}-good`));
  await waitFor(() => seen.length === 1);
  expect(seen).toEqual([`${marker}-good`]);
  const letters = await db
    .collection('dead_letters')
    .find({ durable: `${prefix}dead-dead` })
    .toArray();
  expect(letters.map((l) => l.reason).sort()).toEqual([
    'event does not match its schema',
    'event has no id, name, time and data',
    'event has no id, name, time and data',
    'event is not JSON',
  ]);
  await bus.stop();
});
