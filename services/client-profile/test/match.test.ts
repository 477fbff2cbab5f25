import type { ClientProfile, KeptMatch } from '@rapport/contracts';
import {
  ClientProfileSystem,
  anxiousAnswers,
  directory,
  waitUntil,
  type Account,
  type Analysis,
} from './support';

/**
 * The vetted directory and the match kept: only approved therapists are recommended or
 * listed; the recommendation is kept on the profile; 'Try Another Match' answers the next
 * best, keeps why, and down-weights therapists like the one passed on.
 */

const sys = new ClientProfileSystem();

/** A newcomer who would fit the anxious client best: pending until an admin approves. */
const newcomer = {
  therapistId: 'cp-test-nia-park',
  name: 'Dr. Nia Park',
  specialty: 'Anxiety & panic',
  experience: 12,
  style: 'Structured cognitive behavioural therapy with between-session practice',
  tags: ['CBT', 'panic', 'exposure'],
  dimensions: {
    directiveness: 0.9,
    emotionalIntensity: -0.5,
    pastOrientation: -0.8,
    warmSupport: 0.2,
  },
};

beforeAll(async () => {
  await sys.start();
  await sys.prepareAssessment();
}, 60_000);
afterAll(() => sys.stop());

async function assess(client: Account): Promise<Analysis> {
  const questions = await sys.questions();
  const responses = Object.fromEntries(
    questions.map((q, i) => [q.id, anxiousAnswers[i % anxiousAnswers.length]!]),
  );
  const res = await sys.analyze(client, responses);
  expect(res.status).toBe(200);
  return res.body as unknown as Analysis;
}

const nextMatch = (client: Account, body: unknown, userId = client.id) =>
  sys.call('POST', `/api/client-profile/${userId}/next-match`, { body, token: client.token });

async function keptMatch(client: Account): Promise<KeptMatch | undefined> {
  const res = await sys.getProfile(client);
  expect(res.status).toBe(200);
  return (res.body.profile as ClientProfile).match;
}

describe('the vetted directory', () => {
  it('neither recommends nor lists a pending therapist, and does once an admin approved them', async () => {
    await sys.publishTherapists([newcomer], 'pending');
    const before = await assess(await sys.register('client', 'Pia'));
    expect(before.therapists.map((t) => t.id)).not.toContain(newcomer.therapistId);
    expect(before.recommendation?.therapist.id).toBe('cp-test-ben-kaur');

    await sys.publishTherapists([newcomer], 'approved');
    const after = await assess(await sys.register('client', 'Pia'));
    expect(after.therapists.map((t) => t.id)).toContain(newcomer.therapistId);

    await sys.publishTherapists([newcomer], 'rejected');
    const rejected = await assess(await sys.register('client', 'Pia'));
    expect(rejected.therapists.map((t) => t.id)).not.toContain(newcomer.therapistId);
    expect(rejected.therapists.map((t) => t.id).sort()).toEqual(
      directory.map((t) => t.therapistId).sort(),
    );
  });
});

describe('the match kept on the profile', () => {
  let client: Account;
  let first: Analysis;

  beforeAll(async () => {
    client = await sys.register('client', 'Mona');
    first = await assess(client);
  });

  it('is returned with the profile after the assessment: therapist, score, reasons, alternatives', async () => {
    const match = await keptMatch(client);
    const { crisis: _crisis, ...recommendation } = first.recommendation!;
    expect(match).toEqual({
      recommendation,
      recommendedAt: expect.any(String),
      passed: [],
    });
    expect(match!.recommendation.reasons.length).toBeGreaterThan(0);
    expect(match!.recommendation.alternatives.length).toBe(2);
  });

  it("'Try Another Match' answers the next best, keeps why, and never suggests the one passed on", async () => {
    const passedOn = first.recommendation!.therapist;
    const res = await nextMatch(client, { reason: 'specialty', note: 'Not panic, really' });
    expect(res.status).toBe(200);
    const match = res.body.match as KeptMatch;
    expect(match.recommendation.therapist.id).not.toBe(passedOn.id);
    expect(match.recommendation.alternatives.map((a) => a.id)).not.toContain(passedOn.id);
    expect(match.passed).toEqual([
      {
        therapistId: passedOn.id,
        therapistName: passedOn.name,
        reason: 'specialty',
        note: 'Not panic, really',
        at: expect.any(String),
      },
    ]);
    // Kept: a reload shows the same match.
    expect(await keptMatch(client)).toEqual(match);
  });

  it('down-weights therapists with the specialty passed on: the anxiety newcomer falls behind', async () => {
    // Approved again: Nia works exactly like Ben, on the same specialty.
    await sys.publishTherapists([newcomer], 'approved');
    try {
      const other = await sys.register('client', 'Omar');
      const fresh = await assess(other);
      const ranked = [
        fresh.recommendation!.therapist.id,
        ...fresh.recommendation!.alternatives.map((a) => a.id),
      ];
      expect(ranked.slice(0, 2).sort()).toEqual(['cp-test-ben-kaur', newcomer.therapistId].sort());

      const res = await nextMatch(other, { reason: 'specialty' });
      expect(res.status).toBe(200);
      const next = (res.body.match as KeptMatch).recommendation;
      // Without the penalty the twin (same specialty, same style) would come next.
      const passedId = fresh.recommendation!.therapist.id;
      const twin = passedId === newcomer.therapistId ? 'cp-test-ben-kaur' : newcomer.therapistId;
      expect(next.therapist.id).not.toBe(twin);
    } finally {
      await sys.publishTherapists([newcomer], 'rejected');
    }
  });

  it('answers 409 with a clear message once no other approved therapist is left, and keeps the match', async () => {
    const patient = await sys.register('client', 'Pat');
    await assess(patient);
    for (let i = 0; i < directory.length - 1; i += 1) {
      expect((await nextMatch(patient, { reason: 'other' })).status).toBe(200);
    }
    const before = await keptMatch(patient);
    const res = await nextMatch(patient, { reason: 'not-my-style' });
    expect([res.status, res.body.error]).toEqual([
      409,
      'There is no other approved therapist to suggest right now. Your current match is kept.',
    ]);
    expect(await keptMatch(patient)).toEqual(before);
    expect(before!.passed).toHaveLength(directory.length - 1);
  });

  it('asks for the assessment first when there is no match yet', async () => {
    const newcomerClient = await sys.register('client', 'Nell');
    await sys.processResponse(newcomerClient, (await sys.questions())[0]!.id, 'I feel anxious');
    await waitUntil(async () => (await sys.getProfile(newcomerClient)).status === 200, 5000);
    const res = await nextMatch(newcomerClient, { reason: 'other' });
    expect([res.status, res.body.error]).toEqual([
      409,
      'Please complete the assessment first: there is no match to change yet.',
    ]);
  });

  it("refuses another client's match, and a missing reason, with clear messages", async () => {
    const stranger = await sys.register('client', 'Sid');
    const res = await nextMatch(stranger, { reason: 'other' }, client.id);
    expect([res.status, res.body.error]).toEqual([403, 'You can only access your own data.']);
    const missing = await nextMatch(client, {});
    expect([missing.status, missing.body.error]).toEqual([
      400,
      'Please tell us why you would like another match',
    ]);
  });
});
