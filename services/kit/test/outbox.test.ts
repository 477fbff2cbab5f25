import { nanos } from 'nats';
import { MongoClient, type Collection } from 'mongodb';
import { startOwnServer, uniqueDbPrefix, type OwnServer } from '@rapport/infra';
import {
  connectBus,
  createLogger,
  ensureEventStream,
  EventBus,
  Outbox,
  pendingEvent,
  type Bus,
  type HasOutbox,
} from '@rapport/kit';

/**
 * Issue 13: `user.registered` and `contact.received` were lost when NATS blipped between the
 * write and the publish. The event is stored with the write and published once NATS is back.
 * This file owns its NATS server, stopped and started again on the same port and store.
 */
const prefix = uniqueDbPrefix('outbox');
const log = createLogger('outbox-test', 'silent');
let nats: OwnServer;
let bus: Bus;
let mongo: MongoClient;
let col: Collection<{ _id: string; text: string } & HasOutbox>;
let events: EventBus;
const received: string[] = [];

beforeAll(async () => {
  nats = await startOwnServer('nats');
  bus = await connectBus({ NATS_URL: nats.url, BUS_PREFIX: '' }, 'outbox-test');
  await ensureEventStream(bus);
  mongo = await MongoClient.connect(process.env.MONGO_URL!);
  const db = mongo.db(`${prefix}kit`);
  col = db.collection('notes');
  events = new EventBus(bus, 'outbox-test', log, db);
  await events.subscribe('contacts', 'event.contact.received', async (e) => {
    received.push(e.id);
  });
}, 60_000);

afterAll(async () => {
  await events?.stop();
  await bus?.nc.close();
  await mongo?.close();
  await nats?.dispose();
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const note = (id: string) => ({
  _id: id,
  text: `note ${id}`,
  outbox: [
    pendingEvent(
      'event.contact.received',
      { id, receivedAt: new Date().toISOString() },
      `received:${id}`,
    ),
  ],
});

it('publishes a stored event and removes it from the document', async () => {
  const outbox = new Outbox(events, log, { intervalMs: 60_000 });
  const notes = outbox.track(col);
  await col.insertOne(note('first'));
  expect(await notes.flush('first')).toBe(1);
  await waitFor(() => received.includes('first'));
  expect((await col.findOne({ _id: 'first' }))?.outbox).toEqual([]);
});

it('keeps writes whose publish failed while NATS was down, and publishes them once it is back', async () => {
  const outbox = new Outbox(events, log, { intervalMs: 200, minAgeMs: 0, publishTimeoutMs: 500 });
  const notes = outbox.track(col);
  await nats.stop();
  const ids = ['down-1', 'down-2', 'down-3'];
  for (const id of ids) {
    await col.insertOne(note(id));
    // The write is stored; the publish fails without throwing and the event stays pending.
    expect(await notes.flush(id)).toBe(0);
  }
  expect(await col.countDocuments({ _id: { $in: ids }, 'outbox.id': { $exists: true } })).toBe(3);
  await nats.start();
  outbox.start();
  try {
    await waitFor(() => ids.every((id) => received.includes(id)), 30_000);
    await waitFor(async () => (await col.countDocuments({ 'outbox.at': { $exists: true } })) === 0);
  } finally {
    await outbox.stop();
  }
  // The stream kept what was published before the restart (same store directory).
  expect(received).toContain('first');
}, 60_000);

it('delivers an event published twice (relay after the inline publish) once', async () => {
  const doc = note('twice');
  await events.publishPending(doc.outbox[0] as Parameters<EventBus['publishPending']>[0]);
  const outbox = new Outbox(events, log, { intervalMs: 60_000 });
  await col.insertOne(doc);
  expect(await outbox.track(col).flush('twice')).toBe(1);
  await col.insertOne(note('marker'));
  expect(await outbox.track(col).flush('marker')).toBe(1);
  await waitFor(() => received.includes('marker'));
  expect(received.filter((id) => id === 'twice')).toHaveLength(1);
});

// Issue 13: the stream had no limits (138k messages, 58 MB); an existing one gets them on start.
it('sets the EVENTS limits on a stream created without them', async () => {
  const other = await connectBus({ NATS_URL: nats.url, BUS_PREFIX: 'limits' }, 'limits-test');
  try {
    const jsm = await other.nc.jetstreamManager();
    await jsm.streams.add({ name: other.names.stream, subjects: other.names.streamSubjects });
    expect((await jsm.streams.info(other.names.stream)).config.max_bytes).toBe(-1);
    await ensureEventStream(other, { maxAgeHours: 2, maxBytes: 10 * 1024 * 1024 });
    const { config } = await jsm.streams.info(other.names.stream);
    expect(config.max_age).toBe(nanos(2 * 3_600_000));
    expect(config.max_bytes).toBe(10 * 1024 * 1024);
  } finally {
    await other.nc.close();
  }
});
