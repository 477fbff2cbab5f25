import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import type { EventName, EventPayload } from '@rapport/contracts';
import { uniqueDbPrefix } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import { AckPolicy, DeliverPolicy, nanos } from 'nats';
import { createLogger, EventBus, ensureEventStream, type Bus } from '@rapport/kit';

const prefix = uniqueDbPrefix('subscribe-all');
const env = testEnv(prefix);
const log = createLogger('subscribe-all-test', 'silent');
let nats: Bus;
let mongo: MongoClient;

beforeAll(async () => {
  nats = await connectTestBus(env, 'subscribe-all-test');
  mongo = await MongoClient.connect(env.MONGO_URL!);
  await ensureEventStream(nats);
});

afterAll(async () => {
  await nats.nc.drain();
  await mongo.close();
});

const contribution = (text: string): EventPayload<'event.contribution.saved'> => ({
  contributionId: 'c1',
  therapistName: 'Maya',
  timestamp: '2026-01-05 10:00:00',
  questions: [{ _id: 'q1', question: text, reasoning: 'why', audience: 'client' }],
  analysis: [],
  deletedQuestionIds: [],
});

/** Publishes a text as it is, on a subject of this file's namespace. */
async function raw(local: string, body: unknown): Promise<void> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  await nats.nc
    .jetstream()
    .publish(nats.names.subject(local), new TextEncoder().encode(text), { msgID: randomUUID() });
}

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

it('delivers saved and updated to one consumer in stream order, each checked by its own schema', async () => {
  const db = mongo.db(`${prefix}kit`);
  const bus = new EventBus(nats, 'ordered', log, db);
  const seen: string[] = [];
  await bus.subscribeAll(
    'contributions',
    ['event.contribution.saved', 'event.contribution.updated'],
    async (event) => {
      seen.push(`${event.name}:${event.data.questions[0]?.question}`);
    },
  );
  for (let i = 0; i < 5; i++) {
    await bus.publish('event.contribution.saved', contribution(`saved ${i}`));
    await bus.publish('event.contribution.updated', contribution(`updated ${i}`));
  }
  // An `updated` its schema rejects, and a subject under the filter that is no contract event.
  const envelope = (name: string, data: unknown) => ({
    id: randomUUID(),
    name,
    occurredAt: new Date().toISOString(),
    data,
  });
  await raw('event.contribution.updated', envelope('event.contribution.updated', { nope: 1 }));
  await raw('event.contribution.deleted', envelope('event.contribution.deleted', {}));
  await bus.publish('event.contribution.updated', contribution('last'));
  await waitFor(() => seen.length === 11);

  const expected = Array.from({ length: 5 }, (_, i) => [
    `event.contribution.saved:saved ${i}`,
    `event.contribution.updated:updated ${i}`,
  ]).flat();
  expect(seen).toEqual([...expected, 'event.contribution.updated:last']);
  const letters = await db
    .collection('dead_letters')
    .find({ durable: 'ordered-contributions' })
    .toArray();
  expect(letters.map((l) => l.reason).sort()).toEqual([
    'event does not match its schema',
    'event subject is not one this consumer follows',
  ]);
  await bus.stop();
});

it('refuses, before creating anything, events no filter subject covers exactly', async () => {
  const bus = new EventBus(nats, 'refused', log);
  const names: EventName[] = ['event.contribution.saved', 'event.user.registered'];
  await expect(bus.subscribeAll('mixed', names, async () => undefined)).rejects.toThrow(
    'would also deliver',
  );
  const jsm = await nats.nc.jetstreamManager();
  await expect(jsm.consumers.info(nats.names.stream, 'refused-mixed')).rejects.toThrow();
});

it('refuses to reuse a durable of the same name that follows another filter', async () => {
  const jsm = await nats.nc.jetstreamManager();
  await jsm.consumers.add(nats.names.stream, {
    durable_name: 'old-contributions',
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: nats.names.event('event.contribution.saved'),
    ack_wait: nanos(30_000),
  });
  const bus = new EventBus(nats, 'old', log);
  await expect(
    bus.subscribeAll(
      'contributions',
      ['event.contribution.saved', 'event.contribution.updated'],
      async () => undefined,
    ),
  ).rejects.toThrow('consumer old-contributions follows');
  await bus.stop();
});
