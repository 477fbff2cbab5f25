import type { AdminInviteCode } from '@rapport/contracts';
import { TEST_JWT_SECRET } from '@rapport/infra/test-harness/system';
import { signSession } from '@rapport/kit';
import { MatchmakerSystem, clientTurns, directory } from './support';

/**
 * The admin's invite codes: create with a use limit and an expiry, see the uses, revoke.
 * The admin's session is signed with the system's secret, as auth would sign it.
 */

const sys = new MatchmakerSystem();
let admin: string;
let client: string;

beforeAll(async () => {
  await sys.start();
  const sign = async (role: 'admin' | 'client') =>
    (
      await signSession(
        { id: `${role}-1`, role, email: `${role}@example.org` },
        TEST_JWT_SECRET,
        600,
      )
    ).token;
  [admin, client] = await Promise.all([sign('admin'), sign('client')]);
}, 60_000);
afterAll(() => sys.stop(), 60_000);

const create = (body: unknown, token = admin) =>
  sys.call('POST', '/api/admin/invite-codes', { body, token });
const codes = async () =>
  (await sys.call('GET', '/api/admin/invite-codes', { token: admin })).body
    .codes as AdminInviteCode[];
const redeem = (code: string, ip: string) =>
  sys.call('POST', '/api/natural-matchmaker/validate-invite', { body: { code }, ip });
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('invite codes for the admin', () => {
  it('creates a code with a use limit and expiry; its uses show as people redeem it', async () => {
    const res = await create({ code: 'spring-26', maxUses: 2, expiresAt: inAWeek() });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatchObject({
      code: 'SPRING-26',
      maxUses: 2,
      uses: 0,
      status: 'active',
    });

    expect((await redeem('SPRING-26', '198.51.100.31')).status).toBe(200);
    expect((await codes()).find((c) => c.code === 'SPRING-26')).toMatchObject({ uses: 1 });
    expect((await redeem('SPRING-26', '198.51.100.32')).status).toBe(200);
    const third = await redeem('SPRING-26', '198.51.100.33');
    expect([third.status, third.body.error]).toEqual([
      401,
      'This invite code has already been used as many times as it allows.',
    ]);
    expect((await codes()).find((c) => c.code === 'SPRING-26')).toMatchObject({
      uses: 2,
      status: 'used-up',
    });
  });

  it('counts every use of an unlimited code, also many at once', async () => {
    const res = await create({ code: 'OPEN-DOOR', maxUses: null, expiresAt: null });
    expect(res.status).toBe(200);
    const redeemed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem('OPEN-DOOR', `203.0.113.${i + 1}`)),
    );
    expect(redeemed.every((r) => r.status === 200)).toBe(true);
    expect((await codes()).find((c) => c.code === 'OPEN-DOOR')?.uses).toBe(20);
  });

  it('makes up a code when none is given', async () => {
    const res = await create({ maxUses: 5, expiresAt: inAWeek() });
    expect(res.status).toBe(200);
    expect((res.body.code as AdminInviteCode).code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('revokes a code: it can no longer be redeemed, and the list says so', async () => {
    await create({ code: 'PILOT-X', maxUses: null, expiresAt: null });
    const res = await sys.call('POST', '/api/admin/invite-codes/pilot-x/revoke', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatchObject({
      code: 'PILOT-X',
      status: 'revoked',
      revokedAt: expect.any(String),
    });
    const refused = await redeem('PILOT-X', '198.51.100.40');
    expect([refused.status, refused.body.error]).toEqual([
      401,
      'This invite code is no longer valid.',
    ]);
  });

  it.each([
    [
      'an existing code',
      { code: 'SPRING-26', maxUses: 1, expiresAt: null },
      409,
      'An invite code with this name already exists. Please choose another.',
    ],
    [
      'an expiry in the past',
      { code: 'LATE', maxUses: 1, expiresAt: '2020-01-01T00:00:00.000Z' },
      400,
      'The expiry date must be in the future.',
    ],
    [
      'no use limit given',
      { code: 'NOLIMIT', expiresAt: null },
      400,
      'Uses must be a whole number from 1 to 100000',
    ],
    [
      'a code with spaces',
      { code: 'TWO WORDS', maxUses: 1, expiresAt: null },
      400,
      "Invite codes are 4-12 letters, digits or '-'",
    ],
  ])('refuses %s with a clear message', async (_what, body, status, message) => {
    const res = await create(body);
    expect([res.status, res.body.error]).toEqual([status, message]);
  });

  it('answers 404 for revoking an unknown code, and 403 to anyone but the admin', async () => {
    const unknown = await sys.call('POST', '/api/admin/invite-codes/NOPE/revoke', { token: admin });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Invite code not found']);
    const res = await create({ code: 'SNEAKY', maxUses: 1, expiresAt: null }, client);
    expect([res.status, res.body.error]).toEqual([403, 'This page is for administrators.']);
    expect((await codes()).map((c) => c.code)).not.toContain('SNEAKY');
  });
});

describe('the vetted directory in the voice flow', () => {
  it('recommends only approved therapists, and counts the voice match for the admin', async () => {
    const { fit, misfit } = directory(sys.prefix);
    await sys.publishDirectory([misfit], 'approved');
    await sys.publishDirectory([fit], 'pending');
    // A client who agreed to the voice notice (the server refuses voice calls without it).
    const signed = { token: await sys.token('voice-client') };
    const finalize = () =>
      sys.call('POST', '/api/natural-matchmaker/finalize', {
        token: signed.token,
        body: {
          previousQA: clientTurns.map((answer, n) => ({
            questionId: `q${n}`,
            question: 'Tell me more',
            answer,
          })),
          inferredQAs: {},
        },
      });
    const before = (await sys.call('GET', '/api/admin/stats/voice-sessions', { token: admin }))
      .body;
    const pendingOnly = await finalize();
    expect(pendingOnly.status).toBe(200);
    expect((pendingOnly.body.recommendation as { id: string }).id).toBe(misfit.therapistId);

    await sys.publishDirectory([fit], 'approved');
    const approved = await finalize();
    // Approved now, the one who fits is recommended.
    expect((approved.body.recommendation as { id: string }).id).toBe(fit.therapistId);
    const after = (await sys.call('GET', '/api/admin/stats/voice-sessions', { token: admin })).body;
    expect(after.matched).toBe((before.matched as number) + 2);
  });
});
