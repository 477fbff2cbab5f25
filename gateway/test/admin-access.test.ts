import {
  operations,
  type AdminStats,
  type OperationKey,
  type TherapistProfile,
} from '@rapport/contracts';
import { authService } from '@rapport/auth';
import { clientProfileService } from '@rapport/client-profile';
import { contactService } from '@rapport/contact';
import { matchmakerService, type MatchmakerConfig } from '@rapport/matchmaker';
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
import { call, type Bus, type RunningService } from '@rapport/kit';

/**
 * The admin's API and who may use it, with every service behind the real gateway: the
 * admin calls answer only the admin (403 for clients and therapists, at the gateway and in
 * each owning service), the counts come from every owning service, and a client reaches a
 * therapist only once the admin approved them.
 */

const ADMIN = { email: 'admin@access.test', password: 'admin-password-1' };
const prefix = uniqueDbPrefix('admin');
const env = testEnv(prefix, {
  HEALTH_SERVICES: 'auth,questionnaire,client-profile,matchmaker,contact',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  OPENAI_API_KEY: '',
  SPEECH_PROVIDER: 'stub',
  RATE_LIMIT_MAX: '100000',
});

interface Account {
  id: string;
  token: string;
  email: string;
  role: 'client' | 'therapist' | 'admin';
}

const services: { stop(): Promise<void> }[] = [];
let matchmaker: RunningService<MatchmakerConfig> | undefined;
let gateway: TestGateway;
let bus: Bus;
let admin: Account;
let client: Account;
let therapist: Account;

const api = (method: string, path: string, opts: { body?: unknown; token?: string } = {}) =>
  http(gateway.url, method, path, opts);

let accounts = 0;
async function register(role: 'client' | 'therapist', firstName: string): Promise<Account> {
  accounts += 1;
  const email = `${role}.${accounts}.${prefix}@example.org`;
  const res = await api('POST', '/api/auth/register', {
    body: { firstName, lastName: 'Tester', email, password: 'a-good-password', role },
  });
  if (res.status !== 200) throw new Error(`register answered ${res.status}`);
  return { id: (res.body.user as { id: string }).id, token: String(res.body.token), email, role };
}

beforeAll(async () => {
  const track = (s: { stop(): Promise<void> }) => void services.push(s);
  await inParallel(
    startTestService(authService, env).then(track),
    startTestService(questionnaireService, env).then(track),
    startTestService(clientProfileService, env).then(track),
    startTestService(contactService, env).then(track),
    startTestService(matchmakerService, env).then((s) => (matchmaker = s)),
    startTestGateway(env).then((g) => (gateway = g)),
    connectTestBus(env, 'admin-access-test').then((b) => (bus = b)),
  );
  const login = await api('POST', '/api/auth/login', { body: ADMIN });
  admin = {
    id: (login.body.user as { id: string }).id,
    token: String(login.body.token),
    email: ADMIN.email,
    role: 'admin',
  };
  [client, therapist] = await Promise.all([
    register('client', 'Clara'),
    register('therapist', 'Theo'),
  ]);
}, 90_000);

afterAll(async () => {
  await bus?.nc.drain();
  await gateway?.stop();
  await matchmaker?.stop();
  for (const s of services) await s.stop();
}, 60_000);

/** Every `/api/admin/...` operation of the contract table, with an input it accepts. */
const adminOps = (Object.keys(operations) as OperationKey[]).filter(
  (k) => operations[k].access === 'admin',
);
const sampleInput: Partial<
  Record<OperationKey, { params?: Record<string, string>; body?: unknown }>
> = {
  'questionnaire.admin-approve-therapist': { params: { userId: 'no-such-therapist' } },
  'questionnaire.admin-reject-therapist': {
    params: { userId: 'no-such-therapist' },
    body: { reason: 'Incomplete' },
  },
  'matchmaker.admin-create-invite-code': {
    body: { code: 'ACCESS-T', maxUses: 3, expiresAt: null },
  },
  'matchmaker.admin-revoke-invite-code': { params: { code: 'NO-SUCH' } },
};
function pathOf(key: OperationKey): string {
  const params = sampleInput[key]?.params ?? {};
  return operations[key].path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
}

describe('the admin API', () => {
  it('covers every call the dashboard needs', () => {
    expect(adminOps.map((k) => `${operations[k].method} ${operations[k].path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/therapists',
        'POST /api/admin/therapists/{userId}/approve',
        'POST /api/admin/therapists/{userId}/reject',
        'GET /api/admin/contact-messages',
        'GET /api/admin/invite-codes',
        'POST /api/admin/invite-codes',
        'POST /api/admin/invite-codes/{code}/revoke',
        'GET /api/admin/stats',
      ]),
    );
  });

  describe.each(adminOps)('%s', (key) => {
    const op = operations[key];
    const send = (token?: string) =>
      api(op.method, pathOf(key), { body: sampleInput[key]?.body, token });

    it('asks anyone not signed in to log in', async () => {
      const res = await send();
      expect([res.status, res.body.error]).toEqual([401, 'Please log in to continue.']);
    });

    it.each(['client', 'therapist'] as const)(
      'refuses a %s with 403 at the gateway',
      async (role) => {
        const res = await send(role === 'client' ? client.token : therapist.token);
        expect([res.status, res.body.error]).toEqual([403, 'This page is for administrators.']);
      },
    );

    it('refuses a client with 403 in the owning service too (a call that skipped the gateway)', async () => {
      const input = sampleInput[key] ?? {};
      await expect(
        call(
          bus,
          key,
          { params: input.params as never, body: input.body },
          {
            requestId: `direct-${key}`,
            caller: { id: client.id, role: 'client', email: client.email },
          },
        ),
      ).rejects.toMatchObject({ status: 403, message: 'This page is for administrators.' });
    });

    it('answers the admin', async () => {
      const res = await send(admin.token);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    });
  });
});

describe("the admin's counts", () => {
  it('gathers every owning service’s counts', async () => {
    const res = await api('GET', '/api/admin/stats', { token: admin.token });
    expect(res.status).toBe(200);
    const stats = res.body as unknown as AdminStats;
    expect(stats.accounts).toEqual({ clients: 1, guestClients: 0, therapistAccounts: 1 });
    expect(stats.therapists).toEqual({ pending: 0, approved: 0, rejected: 0 });
    expect(stats.assessments).toEqual({ started: 0, completed: 0 });
    expect(stats.voiceSessions).toEqual({ saved: 0, matched: 0 });
  });

  it('says which service did not answer instead of showing incomplete counts', async () => {
    await matchmaker?.stop();
    matchmaker = undefined;
    try {
      const res = await api('GET', '/api/admin/stats', { token: admin.token });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(
        'The counts could not be gathered because not every service answered ' +
          '(matchmaker: The matchmaker service is not available right now. Please try again shortly.)',
      );
    } finally {
      matchmaker = await startTestService(matchmakerService, env);
    }
    expect((await api('GET', '/api/admin/stats', { token: admin.token })).status).toBe(200);
  });
});

describe('a client reaches a therapist only once the admin approved them', () => {
  const book = (who: Account) =>
    api('POST', '/api/session-requests', {
      token: who.token,
      body: {
        therapistId: therapist.id,
        message: 'Could we meet for a first session?',
        preferredTimes: 'Mornings',
        mode: 'in-person',
      },
    });

  it('refuses a request to a pending therapist, and takes it once approved', async () => {
    const submitted = await api('POST', '/api/submit-therapist-responses', {
      token: therapist.token,
      body: {
        therapistName: 'Theo Tester',
        experience: 9,
        responses: [
          {
            questionId: 'q1',
            question: 'How do you work?',
            answer: 'Warm, client-led work on anxiety at the client’s own pace.',
          },
        ],
      },
    });
    expect(submitted.status).toBe(200);
    const profile = await api('GET', `/api/therapist-profile/${therapist.id}`, {
      token: therapist.token,
    });
    expect((profile.body.profile as TherapistProfile).review).toEqual({ status: 'pending' });

    const refused = await book(client);
    expect([refused.status, refused.body.error]).toEqual([
      404,
      'This therapist is not available for first-session requests.',
    ]);

    const approved = await api('POST', `/api/admin/therapists/${therapist.id}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    // The contact service learns of the decision from the event: poll until it has.
    let res = await book(client);
    for (let i = 0; i < 100 && res.status === 404; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      res = await book(client);
    }
    expect(res.status).toBe(200);
  });

  it("never shows a client another client's requests, nor lets another therapist answer", async () => {
    const [other, otherTherapist] = await Promise.all([
      register('client', 'Olga'),
      register('therapist', 'Uma'),
    ]);
    const theirs = (await api('GET', '/api/session-requests', { token: other.token })).body
      .requests as unknown[];
    expect(theirs).toEqual([]);
    const mine = (await api('GET', '/api/session-requests', { token: client.token })).body
      .requests as { id: string }[];
    expect(mine).toHaveLength(1);
    const answer = await api('POST', `/api/session-requests/${mine[0]!.id}/respond`, {
      token: otherTherapist.token,
      body: { decision: 'decline' },
    });
    expect([answer.status, answer.body.error]).toEqual([
      403,
      'You can only answer requests sent to you.',
    ]);
  });
});
