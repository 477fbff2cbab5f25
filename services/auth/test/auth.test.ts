import { MongoClient, type Collection } from 'mongodb';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  connectTestBus,
  http,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import { connectRedis, type Bus, type Redis, type RunningService } from '@rapport/kit';
import { GUEST_EMAIL_DOMAIN, authService, type AuthConfig } from '../src';
import type { StoredUser } from '../src/store/user.repository';
import {
  collectRegistrations,
  cookieHeader,
  forgeToken,
  fromIp,
  sessionClaims,
  sessionCookieOf,
} from './support';

const prefix = uniqueDbPrefix('auth');
const admin = { email: 'admin@rapport.test', password: 'admin-password-1' };
const env = testEnv(prefix, {
  HEALTH_SERVICES: 'auth',
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: ' Admin@Rapport.test ',
  ADMIN_PASSWORD: admin.password,
  // Small steps keep the sequential brute-force cases quick; the growth is what they check.
  LOGIN_FAILURE_DELAY_MS: '20',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '25',
});

let gateway: TestGateway;
let auth: RunningService<AuthConfig>;
let mongo: MongoClient;
let users: Collection<StoredUser>;
let redis: Redis;
let bus: Bus;
let registrations: Awaited<ReturnType<typeof collectRegistrations>>;

type Body = Record<string, unknown>;
const person = (over: Body = {}): Body => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  password: 'analytical1',
  role: 'client',
  ...over,
});
const register = (body: Body) => http(gateway.url, 'POST', '/api/auth/register', { body });
const login = (email: string, password: string, ip = '198.51.100.1') =>
  http(gateway.url, 'POST', '/api/auth/login', { body: { email, password }, headers: fromIp(ip) });
const me = (opts: { token?: string; headers?: Record<string, string> }) =>
  http(gateway.url, 'GET', '/api/auth/me', opts);

beforeAll(async () => {
  mongo = await MongoClient.connect(env.MONGO_URL!);
  users = mongo.db(`${prefix}auth`).collection<StoredUser>('users');
  redis = connectRedis(env.REDIS_URL!, ''); // no prefix: the test reads full key names
  bus = await connectTestBus(env, 'auth-test');
  registrations = await collectRegistrations(bus, 'authtest');
  auth = await startTestService(authService, env);
  gateway = await startTestGateway(env);
});

afterAll(async () => {
  await gateway?.stop();
  await auth?.stop();
  await registrations?.stop();
  await bus?.nc.drain();
  redis?.disconnect();
  await mongo?.close();
});

describe('registration', () => {
  it('registers a client: user, token, an HttpOnly SameSite cookie, an argon2id hash and an event', async () => {
    const res = await register(person());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        role: 'client',
      },
      token: expect.any(String),
      message: 'Registration successful',
    });
    const cookie = sessionCookieOf(res.headers);
    expect(cookie?.value).toBe(res.body.token);
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/i);
    const id = (res.body.user as { id: string }).id;
    const stored = await users.findOne({ email: 'ada@example.org' });
    expect(stored?._id.toHexString()).toBe(id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain('analytical1');
    expect(stored?.guest).toBe(false);
    expect(await registrations.waitFor(id)).toEqual([
      {
        userId: id,
        email: 'ada@example.org',
        role: 'client',
        firstName: 'Ada',
        lastName: 'Lovelace',
        guest: false,
      },
    ]);
  });

  it('registers a therapist, storing the email trimmed and lower-case', async () => {
    const res = await register(
      person({ email: '  Grace.Hopper@Example.ORG ', firstName: 'Grace', role: 'therapist' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'grace.hopper@example.org', role: 'therapist' });
    expect(await users.countDocuments({ email: 'grace.hopper@example.org' })).toBe(1);
  });

  it('never lets anyone register as admin', async () => {
    const res = await register(person({ email: 'mallory@example.org', role: 'admin' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Role must be 'client' or 'therapist'");
    expect(await users.countDocuments({ email: 'mallory@example.org' })).toBe(0);
  });

  it.each([
    ['first name', { firstName: '  ' }, 'First name is required'],
    ['last name', { lastName: undefined }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['malformed email', { email: 'ada-at-example.org' }, 'Please enter a valid email address'],
    ['password', { password: undefined }, 'Password is required'],
    [
      '7-character password',
      { password: 'seven77' },
      'Password must be at least 8 characters long',
    ],
  ])('answers 400 with a clear message for a missing or bad %s', async (_what, over, message) => {
    const res = await register(person({ email: 'rules@example.org', ...over }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ['one of the most common passwords', 'rules@example.org', 'Password123', 'password_common'],
    ['the email itself', 'Ada.Rules@example.org', 'ada.rules@example.org', 'password_is_email'],
    ['the email before the @', 'ada.rules@example.org', 'ada.rules', 'password_is_email'],
  ])(
    'refuses %s as a password with a clear 400 (NIST SP 800-63B)',
    async (_w, email, password, code) => {
      const res = await register(person({ email, password }));
      expect([res.status, res.body.code]).toEqual([400, code]);
      expect(res.body.error).toMatch(/too common|must not be your email/);
      expect(await users.findOne({ email: email.toLowerCase() })).toBeNull();
    },
  );

  it('accepts a password of exactly 8 characters', async () => {
    expect(
      (await register(person({ email: 'eight@example.org', password: 'q7Rv-x2z' }))).status,
    ).toBe(200);
  });

  it('answers 409 with a message for a taken email, also when only the case differs', async () => {
    await register(person({ email: 'taken@example.org' }));
    for (const email of ['taken@example.org', 'TAKEN@Example.org']) {
      const res = await register(person({ email, firstName: 'Other' }));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('An account with this email already exists');
    }
    expect(await users.countDocuments({ email: 'taken@example.org' })).toBe(1);
  });
});

describe('login', () => {
  beforeAll(async () => {
    await register(person({ email: 'lin@example.org', password: 'lin-password' }));
  });

  it('answers user, token and message, and sets the session cookie', async () => {
    const res = await login('LIN@example.org', 'lin-password');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { email: 'lin@example.org', role: 'client' },
      message: 'Login successful',
    });
    expect(sessionCookieOf(res.headers)?.value).toBe(res.body.token);
    expect((await me({ token: res.body.token as string })).body.user).toMatchObject({
      email: 'lin@example.org',
    });
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const wrong = await login('lin@example.org', 'not-the-password');
    const unknown = await login('nobody@example.org', 'lin-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs in the configured admin, who cannot be registered over', async () => {
    const res = await login(admin.email, admin.password);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: admin.email, role: 'admin' });
    expect((await register(person({ email: admin.email }))).status).toBe(409);
    // A second replica starting with the same settings does not create another admin.
    const replica = await startTestService(authService, env);
    await replica.stop();
    expect(await users.countDocuments({ role: 'admin' })).toBe(1);
  });
});

describe('guest accounts', () => {
  const email = `guest_${Date.now()}_a1b2c3d4@${GUEST_EMAIL_DOMAIN}`;
  const dummyPassword = 'guest-dummy-password';

  it('registers a guest client that gets a session but can never log in with a password', async () => {
    const res = await register(
      person({ firstName: 'Guest', lastName: 'User', email, password: dummyPassword }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: 'client' });
    expect((await me({ token: res.body.token as string })).status).toBe(200);
    expect(await users.findOne({ email })).toMatchObject({ guest: true });

    const attempt = await login(email, dummyPassword);
    expect(attempt.status).toBe(401);
    expect(attempt.body.error).toBe('Invalid email or password');
  });

  it('makes every guest a client, whatever role was sent', async () => {
    const res = await register(
      person({ email: `guest_${Date.now()}_ffff0000@${GUEST_EMAIL_DOMAIN}`, role: 'therapist' }),
    );
    expect(res.body.user).toMatchObject({ role: 'client' });
  });
});

describe('sessions', () => {
  let user: { id: string; role: string; email: string };
  let token: string;
  beforeAll(async () => {
    const res = await register(person({ email: 'sam@example.org', password: 'sam-password' }));
    user = res.body.user as typeof user;
    token = res.body.token as string;
  });

  it('authenticates GET /api/auth/me with the cookie alone', async () => {
    const res = await me({ headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(user);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts a hand-made token signed like ours (so the refusals below are about the defect)', async () => {
    expect((await me({ token: forgeToken(sessionClaims(user)) })).status).toBe(200);
  });

  it.each([
    [
      'with alg: none (claiming admin)',
      () => forgeToken(sessionClaims(user, { role: 'admin' }), { alg: 'none' }),
    ],
    [
      'signed with another key',
      () => forgeToken(sessionClaims(user), { secret: 'another-secret-0123456789abcdef-xyz' }),
    ],
    ['for another audience', () => forgeToken(sessionClaims(user, { aud: 'someone-else' }))],
    ['from another issuer', () => forgeToken(sessionClaims(user, { iss: 'someone-else' }))],
    [
      'that has expired',
      () => forgeToken(sessionClaims(user, { exp: Math.floor(Date.now() / 1000) - 5 })),
    ],
  ])('refuses a token %s', async (_what, make) => {
    const res = await me({ token: make() });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please log in to continue.');
  });

  it('logout revokes exactly that token at once, for bearer and cookie, until it would expire anyway', async () => {
    const other = (await login('sam@example.org', 'sam-password')).body.token as string;
    const res = await http(gateway.url, 'POST', '/api/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out' });
    expect(sessionCookieOf(res.headers)?.value).toBe('');

    expect((await me({ token })).status).toBe(401);
    expect((await me({ headers: cookieHeader(token) })).status).toBe(401);
    expect((await me({ token: other })).status).toBe(200);

    const [revoked] = await redis.keys(`${prefix}auth:revoked:*`);
    const ttl = await redis.ttl(revoked!);
    expect(ttl).toBeGreaterThan(43_200 - 60);
    expect(ttl).toBeLessThanOrEqual(43_200);
  });

  it('answers 404 on /me once the account is gone', async () => {
    const res = await register(person({ email: 'gone@example.org' }));
    await users.deleteOne({ email: 'gone@example.org' });
    const after = await me({ token: res.body.token as string });
    expect(after.status).toBe(404);
    expect(after.body.error).toBe('Account not found');
  });
});

describe('brute force', () => {
  const tooMany = 'Too many login attempts. Please wait 15 minutes and try again.';

  it("refuses the 11th wrong password from one address, but not the owner's from another", async () => {
    await register(person({ email: 'victim@example.org', password: 'victim-password' }));
    const statuses: number[] = [];
    const took: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      const res = await login('victim@example.org', `guess-${i}`, '203.0.113.10');
      took.push(Date.now() - started);
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error).toBe(tooMany);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // Wrong answers are held back more and more: 20 ms at the 4th, 320 ms from the 8th.
    expect(took[7]).toBeGreaterThanOrEqual(320);
    // 429 for the right password proves the limit is decided before any password check.
    expect((await login('victim@example.org', 'victim-password', '203.0.113.10')).status).toBe(429);
    // The stranger's address is limited; the owner signs in from their own.
    expect((await login('VICTIM@example.org', 'victim-password', '203.0.113.11')).status).toBe(200);
    expect((await login('lin@example.org', 'lin-password', '203.0.113.10')).status).toBe(200);
  });

  it('refuses an account once guesses from many addresses reach its ceiling (25 here)', async () => {
    await register(person({ email: 'target@example.org', password: 'target-password' }));
    const from = (n: number) => `198.18.0.${n}`;
    for (let a = 1; a <= 2; a++)
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('target@example.org', `g${i}`, from(a))),
      );
    const third = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login('target@example.org', `g${i}`, from(3))),
    );
    expect(third.map((r) => r.status)).toEqual(Array(5).fill(401));
    const ceiling = await login('target@example.org', 'target-password', from(4));
    expect([ceiling.status, ceiling.body.error]).toEqual([429, tooMany]);
  });

  it('lets parallel guesses through no more often than the limit', async () => {
    await register(person({ email: 'burst@example.org', password: 'burst-password' }));
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login('burst@example.org', `guess-${i}`, '203.0.113.20'),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('starts an account afresh after a successful login', async () => {
    await register(person({ email: 'forgetful@example.org', password: 'right-password' }));
    for (let i = 0; i < 9; i++)
      expect((await login('forgetful@example.org', 'wrong', '203.0.113.30')).status).toBe(401);
    expect((await login('forgetful@example.org', 'right-password', '203.0.113.30')).status).toBe(
      200,
    );
    for (let i = 0; i < 10; i++)
      expect((await login('forgetful@example.org', 'wrong', '203.0.113.30')).status).toBe(401);
    expect((await login('forgetful@example.org', 'right-password', '203.0.113.30')).status).toBe(
      429,
    );
  });

  it('refuses an address after 30 failures across many accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(`spray-${i}@example.org`, 'password1', '203.0.113.40')).status).toBe(401);
    }
    const res = await login('lin@example.org', 'lin-password', '203.0.113.40');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(tooMany);
    expect((await login('lin@example.org', 'lin-password', '203.0.113.41')).status).toBe(200);
  });
});
