import { InviteCodeRepository } from '../src/store/invite-code.repository';
import { MatchmakerSystem } from './support';

const validate = (sys: MatchmakerSystem, code: unknown, ip = '198.51.100.20') =>
  sys.call('POST', '/api/natural-matchmaker/validate-invite', { body: { code }, ip });

/** The invite gate: codes with use limits and expiry, access tokens in Redis, wrong codes rate limited. */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

describe('invite gate', () => {
  beforeAll(async () => {
    const repo = new InviteCodeRepository(sys.db());
    const now = new Date();
    await repo.ensureCode('TWICE', { maxUses: 2, expiresAt: null }, now);
    await repo.ensureCode('OLD', { maxUses: null, expiresAt: new Date(now.getTime() - 1000) }, now);
  });

  it('redeems the demo code, typed in any case, for an access token that checks out', async () => {
    const res = await validate(sys, ' rapport2026 ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(String(res.body.expiresAt))).toBeGreaterThan(Date.now() + 86_400_000);
    const check = await sys.call('POST', '/api/natural-matchmaker/check-access', {
      body: { accessToken: res.body.accessToken },
    });
    expect(check.body).toEqual({ hasAccess: true });
    const keys = await sys.redis.keys(`${sys.prefix}matchmaker:access:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join()).not.toContain(String(res.body.accessToken));
  });

  it.each([
    ['an unknown token', { accessToken: 'made-up' }, 200, { hasAccess: false }],
    ['no token', {}, 400, { error: 'Access token is required', code: 'invalid_request' }],
  ])('check-access with %s', async (_name, body, status, answer) => {
    const res = await sys.call('POST', '/api/natural-matchmaker/check-access', { body });
    expect([res.status, res.body]).toEqual([status, answer]);
  });

  it.each([
    ['a wrong code', 'NOPE', 401, 'Invalid invite code'],
    ['a blank code', '   ', 400, 'Please enter an invite code'],
    [
      'a code over 12 characters',
      'ABCDEFGHIJKLM',
      400,
      'Invite code must be at most 12 characters',
    ],
    ['an expired code', 'old', 401, 'This invite code has expired.'],
  ])('refuses %s', async (_name, code, status, message) => {
    const res = await validate(sys, code, '198.51.100.21');
    expect([res.status, res.body.error]).toEqual([status, message]);
  });

  it('counts uses: a code for two works twice, then is refused', async () => {
    const results = await Promise.all([1, 2, 3].map(() => validate(sys, 'twice', '198.51.100.22')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 401]);
    expect(results.find((r) => r.status === 401)?.body.error).toBe(
      'This invite code has already been used as many times as it allows.',
    );
  });

  it('rate limits wrong codes per address: the 6th try in the window gets 429', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 5; i++) expect((await validate(sys, `WRONG${i}`, ip)).status).toBe(401);
    const locked = await validate(sys, 'RAPPORT2026', ip);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(
      /^Too many invalid invite codes\. Please try again in \d+ minutes?\.$/,
    );
    expect((await validate(sys, 'RAPPORT2026', '198.51.100.24')).status).toBe(200);
  });

  it('checks at most 5 of 40 parallel wrong codes from one address; the rest get 429', async () => {
    const ip = '198.51.100.25';
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => validate(sys, `GUESS${i}`, ip)),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});
