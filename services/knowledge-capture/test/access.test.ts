import { createHash } from 'node:crypto';
import { KnowledgeCaptureSystem, passwords } from './support';

const TOKEN_REQUIRED = 'Access token required. Please log in with your contribution password.';

/** Registration (first 3, atomically), login, rate limit, tokens and their expiry. */

const sys = new KnowledgeCaptureSystem();

beforeAll(() => sys.start());
afterAll(() => sys.stop());

describe('contribution access', () => {
  it('is open for registration before anyone registered, and names the experts', async () => {
    const res = await sys.call('GET', '/api/contribution-auth-status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registrationOpen: true, experts: ['Maya', 'Daniel'] });
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 6 characters long'],
    [{}, 'Password must be at least 6 characters long'],
    [{ password: 'long-enough', confirmPassword: 'different' }, 'Passwords do not match'],
  ])('refuses registration %j with the form text', async (body, message) => {
    const res = await sys.call('POST', '/api/register-contribution-access', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('lets exactly 3 of 4 racing registrations through, then closes registration', async () => {
    const results = await Promise.all(
      passwords.map((password) =>
        sys.call('POST', '/api/register-contribution-access', {
          body: { password, confirmPassword: password },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(3);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual([
      [403, 'Registration is closed. Please log in with an existing password.'],
    ]);
    for (const r of ok) {
      expect(r.body.token).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
      expect(Date.parse(String(r.body.expiresAt)) - Date.now()).toBeGreaterThan(86_300_000);
    }
    sys.token = String(ok[0]?.body.token);

    expect((await sys.call('GET', '/api/contribution-auth-status')).body.registrationOpen).toBe(
      false,
    );
    const slots = await sys
      .db()
      .collection('contribution_access_passwords')
      .find()
      .sort({ _id: 1 })
      .toArray();
    expect(slots.map((s) => s._id)).toEqual(['slot-1', 'slot-2', 'slot-3']);
    for (const s of slots) {
      expect(s.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      for (const p of passwords) expect(s.hash).not.toContain(p);
    }

    const late = await sys.call('POST', '/api/register-contribution-access', {
      body: { password: 'fifth-pass' },
    });
    expect(late.status).toBe(403);
  });

  it('logs in with any registered password, and refuses a wrong one', async () => {
    // Which three of the four won the race is not known: exactly one of them fails.
    const logins = await Promise.all(
      passwords.map((password) =>
        sys.call('POST', '/api/login-contribution-access', {
          body: { password },
          ip: '198.51.100.7',
        }),
      ),
    );
    expect(logins.map((r) => r.status).sort()).toEqual([200, 200, 200, 401]);
    expect(logins.find((r) => r.status === 401)?.body.error).toBe('Invalid password');

    const wrong = await sys.call('POST', '/api/login-contribution-access', {
      body: { password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid password');
    const empty = await sys.call('POST', '/api/login-contribution-access', {
      body: { password: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Password is required');
  });

  it('verifies an issued token and nothing else', async () => {
    const verify = (t: string) =>
      sys.call('POST', '/api/verify-contribution-auth', { body: { token: t } });
    expect((await verify(sys.token)).body).toEqual({ valid: true });
    const tampered = `${sys.token.slice(0, -1)}${sys.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await verify(tampered)).body).toEqual({ valid: false });
    expect((await verify('')).body).toEqual({ valid: false });
    expect((await sys.call('POST', '/api/verify-contribution-auth', { body: {} })).body.error).toBe(
      'Token is required',
    );
  });

  it('keeps only a hash of each token in Redis, with an expiry', async () => {
    const key = `${sys.prefix}knowledge-capture:token:${createHash('sha256').update(sys.token).digest('hex')}`;
    expect(await sys.redis.ttl(key)).toBeGreaterThan(86_400);
    expect(await sys.redis.keys(`*${sys.token}*`)).toEqual([]);
  });

  it.each([
    [
      'no token',
      undefined,
      'Access token required. Please log in with your contribution password.',
    ],
    ['a tampered token', 'x'.repeat(43), TOKEN_REQUIRED],
  ])('answers 401 to a knowledge-capture call with %s', async (_case, t, message) => {
    const res = await sys.call('GET', '/api/get-previous-inputs/maya', { token: t });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(message);
  });

  it('refuses a common contribution password with a clear 400 and keeps the slot free', async () => {
    const before = await sys.call('GET', '/api/contribution-auth-status');
    const res = await sys.call('POST', '/api/register-contribution-access', {
      body: { password: 'iloveyou' },
    });
    expect([res.status, res.body]).toEqual([
      400,
      {
        error: 'This password is too common and easy to guess. Please choose a less common one.',
        code: 'password_common',
      },
    ]);
    expect((await sys.call('GET', '/api/contribution-auth-status')).body).toEqual(before.body);
  });

  it('rate limits wrong passwords per client IP', async () => {
    const attacker = '203.0.113.9';
    const login = (password: string, ip: string) =>
      sys.call('POST', '/api/login-contribution-access', { body: { password }, ip });
    for (let i = 0; i < 10; i += 1) expect((await login(`wrong-${i}`, attacker)).status).toBe(401);
    const blocked = await login('wrong-again', attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
    // Even the right password waits: the lock is on the address, not on the guess.
    expect((await login('first-pass', attacker)).status).toBe(429);
    const elsewhere = await Promise.all(passwords.map((p) => login(p, '203.0.113.10')));
    expect(elsewhere.filter((r) => r.status === 200)).toHaveLength(3);
  });

  it('checks at most 10 of 40 parallel wrong guesses from one address; the rest get 429', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sys.call('POST', '/api/login-contribution-access', {
          body: { password: `parallel-${i}` },
          ip: '203.0.113.11',
        }),
      ),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

describe('when a token expires', () => {
  afterAll(async () => {
    await sys.restartService();
  });

  it("answers 401 'Your access has expired' and verify says invalid", async () => {
    await sys.restartService({ CONTRIBUTION_TOKEN_TTL_SECONDS: '1' });
    const fresh = await sys.loginAny('198.51.100.20');
    expect((await sys.call('GET', '/api/get-previous-inputs/maya', { token: fresh })).status).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 1100));
    const res = await sys.call('GET', '/api/get-previous-inputs/maya', { token: fresh });
    expect([res.status, res.body.error]).toEqual([
      401,
      'Your access has expired. Please log in again.',
    ]);
    expect(
      (await sys.call('POST', '/api/verify-contribution-auth', { body: { token: fresh } })).body,
    ).toEqual({ valid: false });
  });
});
