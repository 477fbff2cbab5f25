import { MongoClient, type Db } from 'mongodb';
import {
  consentRequired,
  noticeVersions,
  privacyMessages,
  serviceNames,
  type ExportDocument,
  type ServiceName,
} from '@rapport/contracts';
import { authService } from '@rapport/auth';
import { clientProfileService } from '@rapport/client-profile';
import { contactService } from '@rapport/contact';
import { knowledgeCaptureService } from '@rapport/knowledge-capture';
import { matchmakerService } from '@rapport/matchmaker';
import { questionnaireService } from '@rapport/questionnaire';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  connectTestBus,
  http,
  inParallel,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import {
  EventBus,
  connectRedis,
  createLogger,
  emailHash,
  type Bus,
  type Redis,
} from '@rapport/kit';
import { VoiceClient } from '../../services/matchmaker/test/voice-client';

/**
 * Issue 16, "Your data", on the real servers with every service behind the real gateway:
 * consent is recorded and enforced; a client and a therapist export everything each service
 * holds about them, delete their account, and then no service holds anything of them (looked
 * up in each service's own database) and every API read is 401/404; deleting twice is
 * harmless; a service down during a deletion erases on its return (durable consumer).
 */

const ADMIN = { email: 'admin@privacy.test', password: 'admin-password-1' };
const PASSWORD = 'a-good-password';
const prefix = uniqueDbPrefix('privacy');
const env = testEnv(prefix, {
  HEALTH_SERVICES: serviceNames.join(','),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  OPENAI_API_KEY: '',
  SPEECH_PROVIDER: 'stub',
  RATE_LIMIT_MAX: '100000',
  EXPERT_NAMES: 'Maya,Daniel',
  DEMO_INVITE_CODE: 'RAPPORT2026',
  EXPORT_TIMEOUT_MS: '3000',
});

type Service = { stop(): Promise<void> };
const definitions = {
  auth: authService,
  'client-profile': clientProfileService,
  contact: contactService,
  'knowledge-capture': knowledgeCaptureService,
  matchmaker: matchmakerService,
  questionnaire: questionnaireService,
} as const;
const running = new Map<ServiceName, Service>();
let gateway: TestGateway;
let mongo: MongoClient;
let redis: Redis;
let bus: Bus;
let publisher: EventBus;

interface Account {
  id: string;
  token: string;
  email: string;
  firstName: string;
}

const api = (
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => http(gateway.url, method, path, opts);

const dbOf = (service: ServiceName): Db => mongo.db(`${prefix}${service.replace(/-/g, '_')}`);

const start = async (service: ServiceName) =>
  running.set(service, await startTestService(definitions[service] as never, env));

let accounts = 0;
async function register(role: 'client' | 'therapist', firstName: string): Promise<Account> {
  accounts += 1;
  const email = `${firstName.toLowerCase()}.${accounts}.${prefix}@example.org`;
  const res = await api('POST', '/api/auth/register', {
    body: { firstName, lastName: 'Privacy', email, password: PASSWORD, role },
  });
  if (res.status !== 200) throw new Error(`register answered ${res.status}`);
  return {
    id: (res.body.user as { id: string }).id,
    token: String(res.body.token),
    email,
    firstName,
  };
}

async function consent(who: Account, purpose: 'assessment' | 'voice') {
  const res = await api('POST', '/api/consents', {
    token: who.token,
    body: { purpose, noticeVersion: noticeVersions[purpose] },
  });
  expect(res.status).toBe(201);
}

async function waitUntil(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A therapist with a submitted questionnaire, approved by the admin and known to every copy. */
async function approvedTherapist(name: string, admin: string): Promise<Account> {
  const therapist = await register('therapist', name);
  const submitted = await api('POST', '/api/submit-therapist-responses', {
    token: therapist.token,
    body: {
      therapistName: `${name} Privacy`,
      experience: 7,
      responses: [
        {
          questionId: 'q1',
          question: 'How do you work?',
          answer: 'Warm, gentle, client-led work at the client’s own pace, exploring feelings.',
        },
      ],
    },
  });
  expect(submitted.status).toBe(200);
  expect(
    (await api('POST', `/api/admin/therapists/${therapist.id}/approve`, { token: admin })).status,
  ).toBe(200);
  await waitUntil(
    async () => {
      const counts = await Promise.all(
        (['client-profile', 'matchmaker'] as const).map((s) =>
          dbOf(s)
            .collection('therapist_directory')
            .countDocuments({ _id: therapist.id as never, status: 'approved' }),
        ),
      );
      const contact = await dbOf('contact')
        .collection('therapist_statuses')
        .countDocuments({ _id: therapist.id as never, status: 'approved' });
      return counts.every((c) => c === 1) && contact === 1;
    },
    10_000,
    'therapist in every directory',
  );
  return therapist;
}

const ANSWER = 'I want a warm, gentle therapist who lets me go at my own pace with my feelings.';
const VOICE_ANSWER = 'My sister passed away last spring and I keep it all bottled up.';
const REQUEST_MESSAGE = 'I would like to talk about my grief, ideally in the mornings.';
const CONTACT_MESSAGE = 'Do you have therapists who speak Portuguese?';
interface Said {
  answer: string;
  voice: string;
  request: string;
  contact: string;
}

/** A client with answers, a recommendation, a saved voice session, a match and a session request. */
async function fullClient(
  name: string,
  therapist: Account,
): Promise<Account & { sessionId: string; said: Said }> {
  const client = await register('client', name);
  // What this client wrote, told apart from what the other clients wrote.
  const said: Said = {
    answer: `${ANSWER} [${name}]`,
    voice: `${VOICE_ANSWER} [${name}]`,
    request: `${REQUEST_MESSAGE} [${name}]`,
    contact: `${CONTACT_MESSAGE} [${name}]`,
  };
  await consent(client, 'assessment');
  await consent(client, 'voice');
  const answered = await api('POST', '/api/process-response', {
    token: client.token,
    body: { questionId: 'partner_relationship', response: said.answer, userId: client.id },
  });
  expect(answered.status).toBe(200);
  const analysed = await api('POST', '/api/analyze-responses', {
    token: client.token,
    body: { userId: client.id, responses: { partner_relationship: said.answer } },
  });
  expect(analysed.status).toBe(200);
  expect((analysed.body.recommendation as { therapist: { id: string } }).therapist.id).toBe(
    therapist.id,
  );
  const invite = await api('POST', '/api/natural-matchmaker/validate-invite', {
    token: client.token,
    body: { code: 'RAPPORT2026' },
  });
  expect(invite.status).toBe(200);
  const previousQA = [{ questionId: 'v1', question: 'What brings you here?', answer: said.voice }];
  const saved = await api('POST', '/api/natural-matchmaker/save-session', {
    token: client.token,
    body: { previousQA },
  });
  expect(saved.status).toBe(200);
  const sessionId = String(saved.body.sessionId);
  const finalized = await api('POST', '/api/natural-matchmaker/finalize', {
    token: client.token,
    body: { previousQA, sessionId },
  });
  expect(finalized.status).toBe(200);
  const requested = await api('POST', '/api/session-requests', {
    token: client.token,
    body: {
      therapistId: therapist.id,
      message: said.request,
      preferredTimes: 'Mornings',
      mode: 'online',
    },
  });
  expect(requested.status).toBe(200);
  const contacted = await api('POST', '/api/contact', {
    body: { name: `${name} Privacy`, email: client.email, message: said.contact },
  });
  expect(contacted.status).toBe(200);
  return { ...client, sessionId, said };
}

/** Collections that keep only ids by design (bookkeeping, deletion records), not personal data. */
const BOOKKEEPING = new Set(['processed_events', 'erased_users', 'deleted_users']);

/**
 * Every document of every service's database that still names the user: their id anywhere
 * (outside bookkeeping), their email, their first name or the texts they wrote.
 */
async function leftovers(who: Account, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const service of serviceNames) {
    const db = dbOf(service);
    for (const { name } of await db.listCollections().toArray()) {
      for (const doc of await db.collection(name).find({}).toArray()) {
        const json = JSON.stringify(doc);
        const personal = [who.email, `"${who.firstName}`, ...texts].some((t) => json.includes(t));
        const byId = !BOOKKEEPING.has(name) && json.includes(who.id);
        if (personal || byId) found.push(`${service}.${name}: ${json.slice(0, 160)}`);
      }
    }
  }
  return found;
}

async function redisLeftovers(sessionId: string): Promise<string[]> {
  return redis.keys(`${prefix}matchmaker:*${sessionId}*`);
}

let admin: string;

beforeAll(async () => {
  await inParallel(
    ...serviceNames.map((s) => start(s)),
    startTestGateway(env).then((g) => (gateway = g)),
    MongoClient.connect(env.MONGO_URL!).then((m) => (mongo = m)),
    connectTestBus(env, 'privacy-test').then((b) => (bus = b)),
  );
  redis = connectRedis(env.REDIS_URL!, '');
  publisher = new EventBus(bus, 'privacy_test', createLogger('privacy-test', 'silent'));
  const login = await api('POST', '/api/auth/login', { body: ADMIN });
  admin = String(login.body.token);
}, 120_000);

afterAll(async () => {
  await publisher?.stop();
  await bus?.nc.drain();
  await gateway?.stop();
  for (const s of running.values()) await s.stop();
  await mongo?.close();
  redis?.disconnect();
}, 60_000);

describe('consent', () => {
  it('refuses assessment answers without consent, records it, and stops again once withdrawn', async () => {
    const client = await register('client', 'Connie');
    const answer = () =>
      api('POST', '/api/process-response', {
        token: client.token,
        body: { questionId: 'friend_relationship', response: 'Fine.', userId: client.id },
      });
    const refused = await answer();
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: consentRequired.message, code: consentRequired.code },
    ]);

    const none = await api('GET', '/api/consents', { token: client.token });
    expect(none.body).toEqual({ consents: [], notices: noticeVersions });
    const outdated = await api('POST', '/api/consents', {
      token: client.token,
      body: { purpose: 'assessment', noticeVersion: '2019-01-01' },
    });
    expect([outdated.status, outdated.body.code]).toEqual([400, 'notice_outdated']);
    const bad = await api('POST', '/api/consents', {
      token: client.token,
      body: { purpose: 'marketing', noticeVersion: 'x' },
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'Purpose must be one of assessment, voice']);

    const given = await api('POST', '/api/consents', {
      token: client.token,
      body: { purpose: 'assessment', noticeVersion: noticeVersions.assessment },
    });
    expect(given.status).toBe(201);
    expect(given.body.consent).toMatchObject({ purpose: 'assessment', active: true });
    // At once: no cache stands between the record and the check.
    expect((await answer()).status).toBe(200);

    const withdrawn = await api('DELETE', '/api/consents/assessment', { token: client.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(privacyMessages.consentWithdrawn);
    expect(withdrawn.body.consent).toMatchObject({ active: false });
    expect((await answer()).status).toBe(403);
    const again = await api('DELETE', '/api/consents/assessment', { token: client.token });
    expect(again.status).toBe(404);

    await consent(client, 'assessment');
    expect((await answer()).status).toBe(200);
    const listed = await api('GET', '/api/consents', { token: client.token });
    expect(listed.body.consents).toEqual([
      expect.objectContaining({ purpose: 'assessment', active: true }),
    ]);
    // The voice purpose is separate: a voice call is still refused.
    const voice = await api('POST', '/api/natural-matchmaker/generate-summary', {
      token: client.token,
      body: { previousQA: [] },
    });
    expect([voice.status, voice.body.code]).toEqual([403, consentRequired.code]);
  });

  it('refuses a voice session without consent on the socket, and starts one once given', async () => {
    const client = await register('client', 'Vera');
    const socket = await VoiceClient.connect(gateway.url, {
      authorization: `Bearer ${client.token}`,
    });
    try {
      socket.send(socket.initFrame());
      expect(await socket.next('error')).toEqual({
        type: 'error',
        code: consentRequired.code,
        message: consentRequired.message,
      });
      expect(socket.isOpen).toBe(true);
      await consent(client, 'voice');
      // The refusal came before the invite check; now the invite check answers.
      socket.send(socket.initFrame());
      expect((await socket.next('error')).code).toBe('invite_required');
    } finally {
      socket.ws.close();
    }

    // With an invite, the session starts; consent withdrawn meanwhile stops its next turn.
    const invite = await api('POST', '/api/natural-matchmaker/validate-invite', {
      token: client.token,
      body: { code: 'RAPPORT2026' },
    });
    expect(invite.status).toBe(200);
    const live = await VoiceClient.connect(gateway.url, {
      authorization: `Bearer ${client.token}`,
    });
    try {
      await live.init();
      expect((await api('DELETE', '/api/consents/voice', { token: client.token })).status).toBe(
        200,
      );
      live.send({ type: 'user-text', text: 'I would rather not say more.' });
      expect(await live.next('error')).toMatchObject({ code: consentRequired.code });
    } finally {
      live.ws.close();
    }
  }, 30_000);
});

describe('a client', () => {
  let therapist: Account;
  let client: Account & { sessionId: string; said: Said };

  beforeAll(async () => {
    therapist = await approvedTherapist('Thea', admin);
    client = await fullClient('Clementine', therapist);
    // Reads of the client's data by others, which the client sees in the export.
    expect((await api('GET', `/api/client-profile/${client.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await api('GET', '/api/session-requests', { token: therapist.token })).status).toBe(
      200,
    );
  }, 60_000);

  // The next specs match their clients with a therapist of their own.
  afterAll(async () => {
    await api('DELETE', '/api/account', { token: therapist.token, body: { password: PASSWORD } });
    await waitUntil(
      async () => (await leftovers(therapist, [])).length === 0,
      5000,
      'first therapist erased',
    );
  });

  it('exports everything every service holds, as a download', async () => {
    const res = await api('GET', '/api/account/export', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rapport-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const doc = res.body as unknown as ExportDocument;
    expect(Object.keys(doc.parts).sort()).toEqual([...serviceNames].sort());
    expect(doc.userId).toBe(client.id);
    const { auth, matchmaker, contact, questionnaire } = doc.parts;
    const profilePart = doc.parts['client-profile'];
    expect(auth.account).toMatchObject({ email: client.email, role: 'client', guest: false });
    expect((auth.consents as { purpose: string }[]).map((c) => c.purpose).sort()).toEqual([
      'assessment',
      'voice',
    ]);
    expect(JSON.stringify(profilePart.answers)).toContain(client.said.answer);
    expect(profilePart.profile).toMatchObject({
      match: { recommendation: { therapist: { id: therapist.id } } },
    });
    expect(profilePart.accessLog).toEqual([
      expect.objectContaining({ actorRole: 'admin', what: 'client profile and answers' }),
    ]);
    expect(JSON.stringify(matchmaker.voiceSessions)).toContain(client.said.voice);
    expect(matchmaker.voiceMatches).toEqual([
      expect.objectContaining({ _id: client.sessionId, therapistId: therapist.id }),
    ]);
    expect(matchmaker.inviteRedemption).toMatchObject({ _id: client.id });
    expect(contact.sessionRequests).toEqual([
      expect.objectContaining({ therapistId: therapist.id, message: client.said.request }),
    ]);
    expect(contact.contactMessages).toEqual([
      expect.objectContaining({ email: client.email, message: client.said.contact }),
    ]);
    expect(contact.accessLog).toEqual([
      expect.objectContaining({ actorId: therapist.id, actorRole: 'therapist' }),
    ]);
    expect(questionnaire).toEqual({ therapistProfile: null, answers: [] });
    expect(doc.parts['knowledge-capture']).toMatchObject({ records: [] });
  });

  it('deletes the account with the password; then nothing of them is left, and every read is 401/404', async () => {
    const wrong = await api('DELETE', '/api/account', {
      token: client.token,
      body: { password: 'not-the-password' },
    });
    expect([wrong.status, wrong.body.error]).toEqual([403, privacyMessages.wrongPassword]);
    const missing = await api('DELETE', '/api/account', { token: client.token, body: {} });
    expect([missing.status, missing.body.error]).toEqual([400, privacyMessages.passwordRequired]);

    const deleted = await api('DELETE', '/api/account', {
      token: client.token,
      body: { password: PASSWORD },
    });
    const deletedAt = Date.now();
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(privacyMessages.accountDeleted);
    expect(deleted.headers.get('set-cookie')).toMatch(/rapport_session=;/);

    // The token is revoked at once, and the login fails like any wrong credentials.
    expect((await api('GET', '/api/auth/me', { token: client.token })).status).toBe(401);
    const login = await api('POST', '/api/auth/login', {
      body: { email: client.email, password: PASSWORD },
    });
    expect([login.status, login.body.error]).toEqual([401, 'Invalid email or password']);

    const texts = Object.values(client.said);
    await waitUntil(async () => (await leftovers(client, texts)).length === 0, 5000, 'erased');
    expect(Date.now() - deletedAt).toBeLessThan(5000);
    expect(await leftovers(client, texts)).toEqual([]);
    expect(await redisLeftovers(client.sessionId)).toEqual([]);

    for (const path of [
      '/api/auth/me',
      '/api/consents',
      '/api/account/export',
      `/api/client-profile/${client.id}`,
      '/api/session-requests',
      '/api/natural-matchmaker/sessions',
      `/api/natural-matchmaker/session/${client.sessionId}`,
    ])
      expect([path, (await api('GET', path, { token: client.token })).status]).toEqual([path, 401]);
    const asAdmin = await api('GET', `/api/client-profile/${client.id}`, { token: admin });
    expect(asAdmin.status).toBe(404);
    const theirs = await api('GET', '/api/session-requests', { token: therapist.token });
    expect(theirs.body.requests).toEqual([]);
  });

  it('takes a second deletion, and a second delivery of the event, without harm', async () => {
    const again = await api('DELETE', '/api/account', {
      token: client.token,
      body: { password: PASSWORD },
    });
    expect(again.status).toBe(401);
    // The same event delivered again (another id: not deduplicated by the stream).
    await publisher.publish('event.user.deleted', {
      userId: client.id,
      role: 'client',
      emailHash: emailHash(client.email),
      deletedAt: new Date().toISOString(),
    });
    await new Promise((r) => setTimeout(r, 500));
    for (const s of serviceNames) {
      const dead = await dbOf(s).collection('dead_letters').countDocuments({});
      expect([s, dead]).toEqual([s, 0]);
    }
    expect((await api('GET', '/api/account/export', { token: therapist.token })).status).toBe(200);
  });
});

describe('a therapist', () => {
  it('exports, deletes, and leaves the directory, the recommendations and the requests', async () => {
    const therapist = await approvedTherapist('Tobias', admin);
    const client = await fullClient('Cosima', therapist);

    const exported = await api('GET', '/api/account/export', { token: therapist.token });
    expect(exported.status).toBe(200);
    const parts = (exported.body as unknown as ExportDocument).parts;
    expect(parts.questionnaire.therapistProfile).toMatchObject({ _id: therapist.id });
    expect(JSON.stringify(parts.questionnaire)).toContain('client-led work');
    expect(parts.contact.sessionRequests).toEqual([
      expect.objectContaining({ clientId: client.id }),
    ]);

    const deleted = await api('DELETE', '/api/account', {
      token: therapist.token,
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    await waitUntil(
      async () => (await leftovers(therapist, ['client-led work'])).length === 0,
      5000,
      'therapist erased',
    );
    expect(await leftovers(therapist, ['client-led work'])).toEqual([]);

    // The client's kept match on them is gone; a new analysis never recommends them.
    const profile = await api('GET', `/api/client-profile/${client.id}`, { token: client.token });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain(therapist.id);
    const analysed = await api('POST', '/api/analyze-responses', {
      token: client.token,
      body: { userId: client.id, responses: { partner_relationship: ANSWER } },
    });
    expect(JSON.stringify(analysed.body)).not.toContain(therapist.id);
    const requests = await api('GET', '/api/session-requests', { token: client.token });
    expect(requests.body.requests).toEqual([]);
    const listed = await api('GET', '/api/admin/therapists', { token: admin });
    expect(JSON.stringify(listed.body)).not.toContain(therapist.id);
    expect(
      (await api('GET', `/api/therapist-profile/${therapist.id}`, { token: therapist.token }))
        .status,
    ).toBe(401);
  }, 60_000);
});

describe('a service down during a deletion', () => {
  it('fails the export clearly, and erases what it holds once it is back', async () => {
    const therapist = await approvedTherapist('Tamsin', admin);
    const client = await fullClient('Carmen', therapist);
    await running.get('contact')!.stop();
    running.delete('contact');
    try {
      const exported = await api('GET', '/api/account/export', { token: client.token });
      expect([exported.status, exported.body]).toEqual([
        503,
        { error: privacyMessages.exportIncomplete, code: 'export_incomplete' },
      ]);
      const deleted = await api('DELETE', '/api/account', {
        token: client.token,
        body: { password: PASSWORD },
      });
      expect(deleted.status).toBe(200);
      const texts = Object.values(client.said);
      // Everyone else erases; contact, away, still holds the request and the message.
      await waitUntil(
        async () => (await leftovers(client, texts)).every((l) => l.startsWith('contact.')),
        5000,
        'erased outside contact',
      ).catch(async (err: Error) => {
        throw new Error(`${err.message}: ${(await leftovers(client, texts)).join('\n')}`);
      });
      expect((await leftovers(client, texts)).length).toBeGreaterThan(0);
    } finally {
      await start('contact');
    }
    await waitUntil(
      async () => (await leftovers(client, Object.values(client.said))).length === 0,
      10_000,
      'contact caught up',
    );
  }, 60_000);
});
