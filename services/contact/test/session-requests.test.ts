import type { SessionRequest } from '@rapport/contracts';
import { ContactSystem, waitUntil, type Account } from './support';

/** 'Book First Session': a client asks an approved therapist; the therapist answers once. */

const sys = new ContactSystem();
let client: Account;
let otherClient: Account;
let ben: Account;
let eve: Account;
let pending: Account;

const request = (who: Account, therapist: Account, over: Record<string, unknown> = {}) =>
  sys.call('POST', '/api/session-requests', {
    token: who.token,
    body: {
      therapistId: therapist.id,
      message: 'I would like to start with a first session about panic attacks.',
      preferredTimes: 'Tuesday or Thursday evenings',
      mode: 'online',
      ...over,
    },
  });
const list = (who: Account) => sys.call('GET', '/api/session-requests', { token: who.token });
const respond = (who: Account, id: string, decision: string, note?: string) =>
  sys.call('POST', `/api/session-requests/${id}/respond`, {
    token: who.token,
    body: { decision, ...(note === undefined ? {} : { note }) },
  });

beforeAll(async () => {
  await sys.start();
  [client, otherClient, ben, eve, pending] = await Promise.all([
    sys.register('client', 'Clara'),
    sys.register('client', 'Otto'),
    sys.register('therapist', 'Ben'),
    sys.register('therapist', 'Eve'),
    sys.register('therapist', 'Pam'),
  ]);
  await sys.publishTherapist(ben, 'Ben Hartley', 'approved');
  await sys.publishTherapist(eve, 'Eve Lind', 'approved');
  await sys.publishTherapist(pending, 'Pam Novak', 'pending');
}, 60_000);
afterAll(() => sys.stop());

describe('sending a request', () => {
  let sent: SessionRequest;

  it('stores an open request to an approved therapist and announces it without the free text', async () => {
    const res = await request(client, ben);
    expect(res.status).toBe(200);
    sent = res.body.request as SessionRequest;
    expect(sent).toMatchObject({
      clientId: client.id,
      clientName: 'Clara Tester',
      clientEmail: client.email,
      therapistId: ben.id,
      therapistName: 'Ben Hartley',
      message: 'I would like to start with a first session about panic attacks.',
      preferredTimes: 'Tuesday or Thursday evenings',
      mode: 'online',
      status: 'open',
    });
    await waitUntil(
      async () => sys.seen.some((e) => e.name === 'event.session-request.created'),
      5000,
    );
    const event = sys.seen.find((e) => e.name === 'event.session-request.created');
    expect(event?.data).toEqual({
      requestId: sent.id,
      clientId: client.id,
      therapistId: ben.id,
      mode: 'online',
      createdAt: sent.createdAt,
    });
  });

  it('allows one open request per therapist: a second one answers 409 with a clear message', async () => {
    const res = await request(client, ben, { message: 'Another try' });
    expect([res.status, res.body.error]).toEqual([
      409,
      'You already have an open request with Ben Hartley. Please wait for their answer.',
    ]);
    // Another therapist is a request of its own.
    expect((await request(client, eve)).status).toBe(200);
  });

  it('lets exactly one of many simultaneous requests through', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => request(otherClient, ben)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await sys
      .db()
      .collection('session_requests')
      .countDocuments({ clientId: otherClient.id, therapistId: ben.id });
    expect(stored).toBe(1);
  });

  it('refuses a pending therapist, an unknown one, and a therapist or admin as sender', async () => {
    const toPending = await request(client, pending);
    expect([toPending.status, toPending.body.error]).toEqual([
      404,
      'This therapist is not available for first-session requests.',
    ]);
    expect((await request(client, { ...ben, id: 'no-such-therapist' })).status).toBe(404);
    const fromTherapist = await request(eve, ben);
    expect([fromTherapist.status, fromTherapist.body.error]).toEqual([
      403,
      'Only client accounts can do this.',
    ]);
    expect((await request(await sys.admin(), ben)).status).toBe(403);
    expect((await sys.call('POST', '/api/session-requests', { body: {} })).status).toBe(401);
  });

  it.each([
    ['message', { message: '  ' }, 'Please write a short message to the therapist'],
    ['preferred times', { preferredTimes: '' }, 'Please say when you could meet'],
    ['mode', { mode: 'by phone' }, 'Please choose online or in person'],
    [
      'a long message',
      { message: 'x'.repeat(2001) },
      'Please keep your message under 2000 characters',
    ],
  ])('answers 400 for a bad %s, and stores nothing', async (_what, over, message) => {
    const before = await sys.db().collection('session_requests').countDocuments({});
    const res = await request(client, eve, over);
    expect([res.status, res.body.error]).toEqual([400, message]);
    expect(await sys.db().collection('session_requests').countDocuments({})).toBe(before);
  });

  describe('reading and answering', () => {
    it("lists a client's own sent requests and a therapist's own received ones, never others'", async () => {
      const mine = (await list(client)).body.requests as SessionRequest[];
      expect(mine.map((r) => r.therapistName).sort()).toEqual(['Ben Hartley', 'Eve Lind']);
      expect(mine.every((r) => r.clientId === client.id)).toBe(true);
      const others = (await list(otherClient)).body.requests as SessionRequest[];
      expect(others.every((r) => r.clientId === otherClient.id)).toBe(true);
      expect(others.map((r) => r.id)).not.toContain(sent.id);
      const received = (await list(ben)).body.requests as SessionRequest[];
      expect(received.map((r) => r.clientName).sort()).toEqual(['Clara Tester', 'Otto Tester']);
      expect(received.every((r) => r.therapistId === ben.id)).toBe(true);
      expect(((await list(pending)).body.requests as SessionRequest[]).length).toBe(0);
    });

    it('refuses an answer from another therapist, from the client, and from the admin', async () => {
      for (const who of [eve, client, await sys.admin()]) {
        const res = await respond(who, sent.id, 'accept');
        expect(res.status).toBe(403);
      }
      const res = await respond(eve, sent.id, 'accept');
      expect(res.body.error).toBe('You can only answer requests sent to you.');
      expect(((await list(client)).body.requests as SessionRequest[])[1]?.status).toBe('open');
    });

    it('lets the addressed therapist accept once; the client sees "accepted"', async () => {
      const res = await respond(ben, sent.id, 'accept', 'Thursday at 6 pm works for me.');
      expect(res.status).toBe(200);
      expect(res.body.request).toMatchObject({
        id: sent.id,
        status: 'accepted',
        responseNote: 'Thursday at 6 pm works for me.',
        answeredAt: expect.any(String),
      });
      const again = await respond(ben, sent.id, 'decline');
      expect([again.status, again.body.error]).toEqual([
        409,
        'This request has already been answered.',
      ]);
      const seen = (await list(client)).body.requests as SessionRequest[];
      expect(seen.find((r) => r.id === sent.id)?.status).toBe('accepted');
      await waitUntil(
        async () => sys.seen.some((e) => e.name === 'event.session-request.answered'),
        5000,
      );
      expect(sys.seen.find((e) => e.name === 'event.session-request.answered')?.data).toEqual({
        requestId: sent.id,
        clientId: client.id,
        therapistId: ben.id,
        decision: 'accept',
        answeredAt: expect.any(String),
      });
    });

    it('frees the slot once answered: the client may ask the same therapist again', async () => {
      expect((await request(client, ben)).status).toBe(200);
    });

    it('answers 404 for an unknown request and 400 for a decision that is neither', async () => {
      expect((await respond(ben, 'no-such-request', 'accept')).status).toBe(404);
      const bad = await respond(ben, sent.id, 'maybe');
      expect([bad.status, bad.body.error]).toEqual([400, 'Please accept or decline the request']);
    });
  });
});
