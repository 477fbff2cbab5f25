import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import type { EventPayload } from '@rapport/contracts';
import { uniqueDbPrefix } from '@rapport/infra';
import { connectTestBus, testEnv } from '@rapport/infra/test-harness/system';
import {
  EventBus,
  createLogger,
  encode,
  ensureEventStream,
  type Bus,
  type EventEnvelope,
} from '@rapport/kit';
import {
  ContributionProjection,
  questionView,
  type ContributionQuestions,
  type ProjectedQuestion,
} from '../src';

type Contribution = EventPayload<'event.contribution.saved'>;

const prefix = uniqueDbPrefix('contrib-proj');
/** This file's own bus namespace: its stream and consumers are nobody else's. */
const env = testEnv(prefix);
const log = createLogger('contribution-projection-test', 'silent');
let nats: Bus;
let mongo: MongoClient;
const buses: EventBus[] = [];

beforeAll(async () => {
  nats = await connectTestBus(env, 'contribution-projection-test');
  mongo = await MongoClient.connect(env.MONGO_URL!);
  await ensureEventStream(nats);
});

afterEach(async () => {
  for (const bus of buses.splice(0)) await bus.stop();
});

afterAll(async () => {
  await nats.nc.drain();
  await mongo.close();
});

/** One replica of a service keeping the client questions: its bus and its projection. */
async function replica(service: string, db: Db): Promise<ContributionQuestions> {
  const bus = new EventBus(nats, service, log, db);
  buses.push(bus);
  const questions = new ContributionProjection(db, questionView('client'));
  await questions.ensureIndexes();
  await questions.follow(bus);
  return questions;
}

/** A contribution whose one client question reads `text`. */
function contribution(contributionId: string, text: string): Contribution {
  return {
    contributionId,
    therapistName: 'Maya',
    timestamp: '2026-01-05 10:00:00',
    questions: [{ _id: 'q1', question: text, reasoning: 'why', audience: 'client' }],
    analysis: [],
    deletedQuestionIds: [],
  };
}

/** Publishes with an envelope time of our choosing, as a slow or late publisher would. */
async function publishAt(
  name: 'event.contribution.saved' | 'event.contribution.updated',
  data: Contribution,
  occurredAt: string,
): Promise<void> {
  const id = randomUUID();
  const envelope: EventEnvelope<typeof name> = { id, name, occurredAt, data };
  await nats.nc.jetstream().publish(nats.names.event(name), encode(envelope), { msgID: id });
}

/** Waits until the durable has handled and acknowledged everything in the stream. */
async function caughtUp(durable: string, ms = 10_000): Promise<void> {
  const jsm = await nats.nc.jetstreamManager();
  const until = Date.now() + ms;
  for (;;) {
    const info = await jsm.consumers.info(nats.names.stream, durable);
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (Date.now() > until) throw new Error(`${durable} did not catch up`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** What the projection holds of one contribution (before questions of several are merged). */
const textsOf = async (questions: ContributionQuestions, contributionId: string) =>
  (await questions.listEach())
    .filter((q) => q.contributionId === contributionId)
    .map((q) => q.text);

it('keeps the updated contribution when saved and updated are published back to back, every time', async () => {
  const service = `${prefix}backtoback`;
  const questions = await replica(service, mongo.db(`${prefix}backtoback`));
  const bus = buses[0]!;
  const ids = Array.from({ length: 8 }, (_, i) => `${prefix}b2b-${i}`);
  for (const id of ids) {
    await bus.publish('event.contribution.saved', contribution(id, 'as saved'));
    await bus.publish('event.contribution.updated', contribution(id, 'as updated'));
  }
  await caughtUp(`${service}-client-questions`);
  for (const id of ids) expect(await textsOf(questions, id)).toEqual(['as updated']);
});

it('ignores an older event delivered after a newer one', async () => {
  const service = `${prefix}older`;
  const questions = await replica(service, mongo.db(`${prefix}older`));
  const id = `${prefix}older-1`;
  await publishAt(
    'event.contribution.updated',
    contribution(id, 'newer'),
    '2026-02-01T10:00:01.000Z',
  );
  await publishAt(
    'event.contribution.saved',
    contribution(id, 'older'),
    '2026-02-01T10:00:00.000Z',
  );
  // Times are compared as times: 11:00+01:00 is before 10:00:01Z, though its text sorts after.
  await publishAt(
    'event.contribution.saved',
    contribution(id, 'older too'),
    '2026-02-01T11:00:00+01:00',
  );
  await caughtUp(`${service}-client-questions`);
  expect(await textsOf(questions, id)).toEqual(['newer']);
});

it('replaces the contribution with a newer event: removed questions leave, the other audience stays out', async () => {
  const service = `${prefix}replace`;
  const questions = await replica(service, mongo.db(`${prefix}replace`));
  const id = `${prefix}replace-1`;
  const first = contribution(id, 'kept');
  first.questions.push({
    _id: 'q2',
    question: 'removed later',
    reasoning: 'r',
    audience: 'client',
  });
  await publishAt('event.contribution.saved', first, '2026-02-01T10:00:00.000Z');
  const second = contribution(id, 'kept, edited');
  second.questions.push({
    _id: 'q3',
    question: 'for therapists',
    reasoning: 'r',
    audience: 'therapist',
  });
  await publishAt('event.contribution.updated', second, '2026-02-01T10:05:00.000Z');
  await caughtUp(`${service}-client-questions`);
  expect(await textsOf(questions, id)).toEqual(['kept, edited']);
  expect(await questions.findItem('q2')).toBeNull();
  expect(await questions.findItem('q3')).toBeNull();
  expect((await questions.findItem(`${id}:q1`))?.text).toBe('kept, edited');
});

it('does not replay what it applied when the consumer restarts', async () => {
  const service = `${prefix}restart`;
  const db = mongo.db(`${prefix}restart`);
  const first = await replica(service, db);
  const id = `${prefix}restart-1`;
  await buses[0]!.publish('event.contribution.saved', contribution(id, 'before restart'));
  await caughtUp(`${service}-client-questions`);
  expect(await textsOf(first, id)).toEqual(['before restart']);
  await buses.splice(0)[0]!.stop();

  // The restarted replica must pick up after the last acknowledged event, not from the start.
  const bus = new EventBus(nats, service, log, db);
  buses.push(bus);
  const restarted = new ContributionProjection(db, questionView('client'));
  const applied = jest.spyOn(restarted, 'apply');
  await restarted.follow(bus);
  await bus.publish('event.contribution.updated', contribution(id, 'after restart'));
  await caughtUp(`${service}-client-questions`);
  expect(applied.mock.calls.map(([event]) => event.questions[0]?.question)).toEqual([
    'after restart',
  ]);
  expect(await textsOf(restarted, id)).toEqual(['after restart']);
});

it('ends in the newest state with two replicas on one database, however their writes interleave', async () => {
  const service = `${prefix}replicas`;
  const db = mongo.db(`${prefix}replicas`);
  const a = await replica(service, db);
  const b = await replica(service, db);
  const ids = Array.from({ length: 10 }, (_, i) => `${prefix}rep-${i}`);
  await Promise.all(
    ids.map(async (id) => {
      await buses[0]!.publish('event.contribution.saved', contribution(id, 'as saved'));
      await buses[1]!.publish('event.contribution.updated', contribution(id, 'as updated'));
    }),
  );
  await caughtUp(`${service}-client-questions`);
  for (const id of ids) {
    expect(await textsOf(a, id)).toEqual(['as updated']);
    expect(await textsOf(b, id)).toEqual(['as updated']);
  }

  // Both replicas write the same contributions at once, versions in every order: only the
  // newest is read, whichever write lands last.
  const race = Array.from({ length: 10 }, (_, i) => `${prefix}race-${i}`);
  const versions = [1, 2, 3, 4, 5, 6].map((n) => ({
    occurredAt: `2026-03-01T10:00:0${n}.000Z`,
    seq: n,
  }));
  await Promise.all(
    race.flatMap((id, i) =>
      versions.map((_, n) => {
        const writer = (i + n) % 2 === 0 ? a : b;
        const version = versions[(n * 5 + i) % versions.length]!; // another order per contribution
        return writer.apply(contribution(id, `v${version.seq}`), version);
      }),
    ),
  );
  for (const id of race) {
    expect(await textsOf(a, id)).toEqual(['v6']);
    expect(await textsOf(b, id)).toEqual(['v6']);
  }
  // Superseded states do not pile up: one per contribution is left once the writes are done.
  const stored = db.collection('client_questions_by_contribution');
  for (const id of race) expect(await stored.countDocuments({ contributionId: id })).toBe(1);
  // Same millisecond: the later place in the stream wins; the same event again changes nothing.
  const tie = `${prefix}tie`;
  const at = '2026-03-01T10:00:00.000Z';
  await a.apply(contribution(tie, 'seq 8'), { occurredAt: at, seq: 8 });
  await b.apply(contribution(tie, 'seq 7'), { occurredAt: at, seq: 7 });
  await b.apply(contribution(tie, 'seq 8 again'), { occurredAt: at, seq: 8 });
  expect(await textsOf(b, tie)).toEqual(['seq 8']);
});

it('lists contributions oldest first and finds a question by its own or its scoped id', async () => {
  const db = mongo.db(`${prefix}list`);
  const questions = new ContributionProjection(db, questionView('client'));
  const later = { ...contribution(`${prefix}list-b`, 'later'), timestamp: '2026-01-06 09:00:00' };
  const earlier = {
    ...contribution(`${prefix}list-a`, 'earlier'),
    timestamp: '2026-01-04 09:00:00',
  };
  const v = { occurredAt: '2026-03-01T10:00:00.000Z', seq: 1 };
  await questions.apply(later, v);
  await questions.apply(earlier, v);
  const listed: ProjectedQuestion[] = await questions.list();
  expect(listed.map((q) => q.text)).toEqual(['earlier', 'later']);
  // Both carry an expert question id q1: the oldest contribution's is the one found by it.
  expect((await questions.findItem('q1'))?.text).toBe('earlier');
  expect((await questions.findItem(`${prefix}list-b:q1`))?.text).toBe('later');
});

// Issue 12: every saved contribution added the same template questions again, so users answered
// "How do you balance warmth and validation…" up to 6 times.
it('lists a question several experts saved once, crediting each, and follows their edits', async () => {
  const service = `${prefix}merge`;
  const questions = await replica(service, mongo.db(`${prefix}merge`));
  const bus = buses[0]!;
  const same = "How do you balance warmth and validation with challenging a client's patterns?";
  const maya = { ...contribution(`${prefix}merge-a`, same), timestamp: '2026-01-04 09:00:00' };
  maya.questions.push({
    _id: 'q2',
    question: 'What brings you here?',
    reasoning: 'r',
    audience: 'client',
  });
  const daniel = {
    ...contribution(`${prefix}merge-b`, `${same} `),
    therapistName: 'Daniel',
    timestamp: '2026-01-05 09:00:00',
  };
  daniel.questions[0]!._id = 'q7';
  await bus.publish('event.contribution.saved', maya);
  await bus.publish('event.contribution.saved', daniel);
  await caughtUp(`${service}-client-questions`);

  // The durable reads the whole stream: other tests' contributions are listed too.
  const ours = (q: ProjectedQuestion) => q.contributionId.startsWith(`${prefix}merge-`);
  const shown = (await questions.list()).filter(ours);
  expect(shown.map((q) => [q.text, q.therapist])).toEqual([
    [same, 'Maya and Daniel'],
    ['What brings you here?', 'Maya'],
  ]);
  expect(shown[0]?.mergedIds).toEqual([`${prefix}merge-b:q7`, 'q7']);
  // An answer given under Daniel's id still finds its question.
  expect((await questions.findItem('q7'))?.text).toBe(`${same} `);

  // Maya removes hers: Daniel's copy is shown, crediting him alone; the step count is stable.
  await bus.publish('event.contribution.updated', {
    ...maya,
    questions: maya.questions.slice(1),
    deletedQuestionIds: ['q1'],
  });
  await caughtUp(`${service}-client-questions`);
  const after = (await questions.list()).filter(ours);
  expect(after.map((q) => [q.text.trim(), q.therapist])).toEqual([
    ['What brings you here?', 'Maya'],
    [same, 'Daniel'],
  ]);
});
