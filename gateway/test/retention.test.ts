import { MongoClient, type Db } from 'mongodb';
import { noticeVersions, type ServiceName } from '@rapport/contracts';
import { authService } from '@rapport/auth';
import { clientProfileService } from '@rapport/client-profile';
import { contactService } from '@rapport/contact';
import { matchmakerService } from '@rapport/matchmaker';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  http,
  inParallel,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';

/**
 * Issue 16, retention: with retention periods of a few seconds and a fast sweep, inactive
 * guest accounts are deleted like a deletion request (every service erases them), saved voice
 * sessions and contact messages expire, and what is not past its period stays.
 */

const SECONDS = 4;
const days = String(SECONDS / 86_400);
const prefix = uniqueDbPrefix('retention');
const env = testEnv(prefix, {
  HEALTH_SERVICES: 'auth,client-profile,contact,matchmaker',
  OPENAI_API_KEY: '',
  SPEECH_PROVIDER: 'stub',
  RATE_LIMIT_MAX: '100000',
  DEMO_INVITE_CODE: 'RAPPORT2026',
  RETENTION_GUEST_DAYS: days,
  RETENTION_CONTACT_MESSAGE_DAYS: days,
  RETENTION_VOICE_SESSION_DAYS: days,
  RETENTION_SWEEP_INTERVAL_MS: '300',
});

const services: { stop(): Promise<void> }[] = [];
let gateway: TestGateway;
let mongo: MongoClient;

const api = (method: string, path: string, opts: { body?: unknown; token?: string } = {}) =>
  http(gateway.url, method, path, opts);
const dbOf = (service: ServiceName): Db => mongo.db(`${prefix}${service.replace(/-/g, '_')}`);

async function register(email: string) {
  const res = await api('POST', '/api/auth/register', {
    body: {
      firstName: 'Ret',
      lastName: 'Ention',
      email,
      password: 'a-good-password',
      role: 'client',
    },
  });
  expect(res.status).toBe(200);
  const account = { id: (res.body.user as { id: string }).id, token: String(res.body.token) };
  for (const purpose of ['assessment', 'voice'] as const) {
    const given = await api('POST', '/api/consents', {
      token: account.token,
      body: { purpose, noticeVersion: noticeVersions[purpose] },
    });
    expect(given.status).toBe(201);
  }
  const answered = await api('POST', '/api/process-response', {
    token: account.token,
    body: {
      questionId: 'friend_relationship',
      response: 'My friends are kind.',
      userId: account.id,
    },
  });
  expect(answered.status).toBe(200);
  return account;
}

async function waitUntil(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  const track = (s: { stop(): Promise<void> }) => void services.push(s);
  await inParallel(
    startTestService(authService, env).then(track),
    startTestService(clientProfileService, env).then(track),
    startTestService(contactService, env).then(track),
    startTestService(matchmakerService, env).then(track),
    startTestGateway(env).then((g) => (gateway = g)),
    MongoClient.connect(env.MONGO_URL!).then((m) => (mongo = m)),
  );
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  for (const s of services) await s.stop();
  await mongo?.close();
}, 60_000);

it('deletes inactive guests everywhere, expires voice sessions and contact messages, and keeps the rest', async () => {
  const guest = await register(`guest_${Date.now()}_abc@guest.rapport.app`);
  const member = await register(`member.${prefix}@example.org`);
  expect(
    (
      await api('POST', '/api/natural-matchmaker/validate-invite', {
        token: member.token,
        body: { code: 'RAPPORT2026' },
      })
    ).status,
  ).toBe(200);
  const saved = await api('POST', '/api/natural-matchmaker/save-session', {
    token: member.token,
    body: { previousQA: [{ questionId: 'v1', question: 'Why now?', answer: 'Work stress.' }] },
  });
  expect(saved.status).toBe(200);
  const sent = await api('POST', '/api/contact', {
    body: { name: 'Ret Ention', email: 'someone@example.org', message: 'Hello there.' },
  });
  expect(sent.status).toBe(200);

  // Kept until its period is over.
  expect(await dbOf('matchmaker').collection('voice_sessions').countDocuments({})).toBe(1);
  expect(await dbOf('contact').collection('contact_messages').countDocuments({})).toBe(1);

  const answersOf = (id: string) =>
    dbOf('client-profile').collection('client_responses').countDocuments({ userId: id });
  await waitUntil(
    async () =>
      (await dbOf('auth').collection('users').countDocuments({ guest: true })) === 0 &&
      (await answersOf(guest.id)) === 0 &&
      (await dbOf('matchmaker').collection('voice_sessions').countDocuments({})) === 0 &&
      (await dbOf('contact').collection('contact_messages').countDocuments({})) === 0,
    SECONDS * 1000 + 8000,
    'expired',
  );
  expect(
    await dbOf('auth')
      .collection('deleted_users')
      .findOne({ _id: guest.id as never }),
  ).toMatchObject({ reason: 'retention', role: 'client' });
  expect((await api('GET', '/api/auth/me', { token: guest.token })).status).toBe(401);

  // A registered account is never expired for inactivity, nor are its answers.
  expect((await api('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
  expect(await answersOf(member.id)).toBe(1);
}, 40_000);
