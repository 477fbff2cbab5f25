import type { AdminTherapist, EventPayload, TherapistProfile } from '@rapport/contracts';
import { call, createLogger, EventBus, type Bus } from '@rapport/kit';
import { connectTestBus } from '@rapport/infra/test-harness/system';
import { QuestionnaireSystem, traumaAnswers, waitFor, type Account } from './support';

/**
 * The vetted directory, questionnaire's part: a new profile is pending; the admin sees it
 * with its answers and approves or rejects it with a reason; the therapist's profile says
 * where the review stands; every decision is announced for the directory copies.
 */

type ReviewDecided = EventPayload<'event.therapist.review-decided'>;

const sys = new QuestionnaireSystem();
const decisions: ReviewDecided[] = [];
let bus: Bus | undefined;
let watcher: EventBus | undefined;
let admin: Account;

beforeAll(async () => {
  await sys.start();
  await sys.contributeTraumaKnowledge();
  admin = await sys.admin();
  bus = await connectTestBus(sys.env, 'qn-review-test');
  watcher = new EventBus(bus, 'review_watch', createLogger('qn-review', 'silent'));
  await watcher.subscribe('reviews', 'event.therapist.review-decided', async (e) => {
    decisions.push(e);
  });
}, 60_000);
afterAll(async () => {
  await watcher?.stop();
  await bus?.nc.drain();
  await sys.stop();
});

const list = (status?: string, who = admin) =>
  sys.call('GET', `/api/admin/therapists${status ? `?status=${status}` : ''}`, {
    token: who.token,
  });
const decide = (who: Account, therapist: Account, action: 'approve' | 'reject', body?: unknown) =>
  sys.call('POST', `/api/admin/therapists/${therapist.id}/${action}`, { token: who.token, body });
const profileOf = async (t: Account) =>
  (await sys.call('GET', `/api/therapist-profile/${t.id}`, { token: t.token })).body
    .profile as TherapistProfile;

describe('reviewing therapists', () => {
  let therapist: Account;

  beforeAll(async () => {
    therapist = await sys.register('therapist', 'Rita');
    expect((await sys.submit(therapist, traumaAnswers)).status).toBe(200);
    // As the questionnaire screen does after 'Submit Profile': one stored response per answer.
    for (const [i, q] of (await sys.questions()).entries()) {
      const saved = await sys.call('POST', '/api/save-therapist-response', {
        token: therapist.token,
        body: {
          userId: therapist.id,
          questionId: q.id,
          question: q.text,
          answer: traumaAnswers[i % traumaAnswers.length],
        },
      });
      expect(saved.status).toBe(200);
    }
  });

  it('makes a newly submitted profile pending, as the therapist reads it', async () => {
    expect((await profileOf(therapist)).review).toEqual({ status: 'pending' });
  });

  it('lists it for the admin with the generated profile and the questionnaire answers', async () => {
    const res = await list('pending');
    expect(res.status).toBe(200);
    const entry = (res.body.therapists as AdminTherapist[]).find((t) => t.userId === therapist.id);
    expect(entry).toMatchObject({
      name: 'Robin Tester',
      email: therapist.email,
      review: { status: 'pending' },
      submittedAt: expect.any(String),
      profile: { userId: therapist.id, specialty: expect.any(String), descriptionGenerated: true },
      style: expect.any(String),
    });
    expect(entry!.responses.map((r) => r.answer)).toEqual(
      (await sys.questions()).map((_q, i) => traumaAnswers[i % traumaAnswers.length]),
    );
    const approvedNow = (await list('approved')).body.therapists as AdminTherapist[];
    expect(approvedNow.map((t) => t.userId)).not.toContain(therapist.id);
  });

  it('approves: the profile says so, the list moves it, and the decision is announced', async () => {
    const res = await decide(admin, therapist, 'approve');
    expect(res.status).toBe(200);
    expect((res.body.therapist as AdminTherapist).review).toEqual({
      status: 'approved',
      decidedAt: expect.any(String),
    });
    expect((await profileOf(therapist)).review?.status).toBe('approved');
    const approved = (await list('approved')).body.therapists as AdminTherapist[];
    expect(approved.map((t) => t.userId)).toContain(therapist.id);
    const event = await waitFor(() =>
      decisions.find((d) => d.therapistId === therapist.id && d.status === 'approved'),
    );
    expect(event).toEqual({
      therapistId: therapist.id,
      status: 'approved',
      decidedAt: expect.any(String),
    });
  });

  it('rejects with a reason the therapist reads; resubmitting asks for a new review', async () => {
    const res = await decide(admin, therapist, 'reject', {
      reason: 'Please add your registration number.',
    });
    expect(res.status).toBe(200);
    expect((await profileOf(therapist)).review).toEqual({
      status: 'rejected',
      reason: 'Please add your registration number.',
      decidedAt: expect.any(String),
    });
    await waitFor(() =>
      decisions.find((d) => d.therapistId === therapist.id && d.status === 'rejected'),
    );

    expect((await sys.submit(therapist, traumaAnswers)).status).toBe(200);
    expect((await profileOf(therapist)).review).toEqual({ status: 'pending' });
    await waitFor(() =>
      decisions.find((d) => d.therapistId === therapist.id && d.status === 'pending'),
    );
  });

  it('counts therapists by status', async () => {
    const before = (await sys.call('GET', '/api/admin/stats/therapists', { token: admin.token }))
      .body;
    const another = await sys.register('therapist', 'Tariq');
    expect((await sys.submit(another, traumaAnswers)).status).toBe(200);
    await decide(admin, another, 'approve');
    const after = (await sys.call('GET', '/api/admin/stats/therapists', { token: admin.token }))
      .body;
    expect(after).toEqual({ ...before, approved: (before.approved as number) + 1 });
  });

  it('answers a rejection without a reason, and an unknown therapist, with clear errors', async () => {
    const noReason = await decide(admin, therapist, 'reject', { reason: ' ' });
    expect([noReason.status, noReason.body.error]).toEqual([
      400,
      'Please give the therapist a reason',
    ]);
    const unknown = await sys.call('POST', '/api/admin/therapists/nobody/approve', {
      token: admin.token,
    });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Profile not found']);
    const badStatus = await list('maybe');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe('Status must be one of pending, approved, rejected');
  });

  it('refuses therapists and clients, at the gateway and in the service itself', async () => {
    const client = await sys.register('client');
    for (const who of [therapist, client]) {
      const res = await decide(who, therapist, 'approve');
      expect([res.status, res.body.error]).toEqual([403, 'This page is for administrators.']);
    }
    // A request on the bus that skipped the gateway gets no further either.
    await expect(
      call(
        bus!,
        'questionnaire.admin-approve-therapist',
        { params: { userId: therapist.id } },
        {
          requestId: 'direct',
          caller: { id: therapist.id, role: 'therapist', email: therapist.email },
        },
      ),
    ).rejects.toMatchObject({ status: 403, message: 'This page is for administrators.' });
    expect((await profileOf(therapist)).review?.status).toBe('pending');
  });
});
