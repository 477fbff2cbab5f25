import { createHash } from 'node:crypto';
import { request } from '@rapport/kit';
import { AccessTokenStore } from '../src/store/access-token.store';
import { MatchmakerSystem } from './support';

/**
 * Issue 13, item 11: the invite code was checked only in the browser, and an anonymous socket
 * ran a whole session. Through the real gateway, the matchmaker now refuses every Natural
 * Matchmaker call but the gate itself, and the voice socket, without invite access.
 */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

const REFUSAL = {
  error: 'An invite code is required for the Natural Matchmaker.',
  code: 'invite_required',
};

const session = {
  previousQA: [{ questionId: 'q1', question: 'How are you?', answer: 'Tired but hopeful.' }],
};

/** Every operation the contract marks `invite: true`, with a body it would accept. */
const inviteCalls: [method: 'GET' | 'POST', path: string, body: unknown][] = [
  ['GET', '/api/natural-matchmaker/sessions', undefined],
  ['GET', '/api/natural-matchmaker/session/no-such-session', undefined],
  ['POST', '/api/natural-matchmaker/save-session', session],
  ['POST', '/api/natural-matchmaker/generate-summary', session],
  ['POST', '/api/natural-matchmaker/finalize', session],
];

/** A token the store issued two minutes ago with a one-minute life: still in Redis, expired. */
async function expiredToken(): Promise<string> {
  const store = new AccessTokenStore(sys.redis, 60);
  return (await store.issue(new Date(Date.now() - 120_000))).token;
}

const liveSessions = () => sys.redis.keys(`${sys.prefix}matchmaker:live:*`);

describe('REST: invite access on the matchmaker calls', () => {
  it.each(inviteCalls)('%s %s without a token: 403 with the invite text', async (m, path, body) => {
    const token = await sys.token(`${sys.prefix}no-invite`);
    const res = await sys.call(m, path, { token, body, invite: null });
    expect([res.status, res.body]).toEqual([403, REFUSAL]);
  });

  it('refuses an unknown and an expired token with 403', async () => {
    const token = await sys.token(`${sys.prefix}stale`);
    for (const invite of ['made-up-token', await expiredToken()]) {
      const res = await sys.call('GET', '/api/natural-matchmaker/sessions', { token, invite });
      expect([res.status, res.body]).toEqual([403, REFUSAL]);
    }
  });

  it('answers 200 with a valid token', async () => {
    const token = await sys.token(`${sys.prefix}with-token`);
    const saved = await sys.call('POST', '/api/natural-matchmaker/save-session', {
      token,
      body: session,
    });
    expect(saved.status).toBe(200);
    const list = await sys.call('GET', '/api/natural-matchmaker/sessions', { token });
    expect([list.status, (list.body.sessions as unknown[]).length]).toEqual([200, 1]);
  });

  it('lets an account that redeemed a code in later without the header, even once Redis lost the token', async () => {
    const token = await sys.token(`${sys.prefix}redeemer`);
    const before = await sys.call('GET', '/api/natural-matchmaker/sessions', {
      token,
      invite: null,
    });
    expect(before.status).toBe(403);
    const redeemed = await sys.call('POST', '/api/natural-matchmaker/validate-invite', {
      token,
      body: { code: 'RAPPORT2026' },
      ip: '198.51.100.40',
      invite: null,
    });
    expect(redeemed.status).toBe(200);
    // The access token lives in Redis (as its SHA-256), the account's redemption in Mongo.
    const issued = String(redeemed.body.accessToken);
    const hash = createHash('sha256').update(issued).digest('hex');
    expect(await sys.redis.del(`access:${hash}`)).toBe(1);
    const after = await sys.call('GET', '/api/natural-matchmaker/sessions', {
      token,
      invite: null,
    });
    expect([after.status, after.body]).toEqual([200, { success: true, sessions: [] }]);
    // Another account is not let in by it.
    const other = await sys.call('GET', '/api/natural-matchmaker/sessions', {
      token: await sys.token(`${sys.prefix}bystander`),
      invite: null,
    });
    expect(other.status).toBe(403);
    // The issued token itself died with Redis.
    const check = await sys.call('POST', '/api/natural-matchmaker/check-access', {
      body: { accessToken: issued },
    });
    expect(check.body).toEqual({ hasAccess: false });
  });

  it('remembers a signed-in caller who presented a valid token once', async () => {
    const token = await sys.token(`${sys.prefix}presenter`);
    const { token: invite } = await new AccessTokenStore(sys.redis, 3600).issue(new Date());
    expect(
      (await sys.call('GET', '/api/natural-matchmaker/sessions', { token, invite })).status,
    ).toBe(200);
    expect(
      (await sys.call('GET', '/api/natural-matchmaker/sessions', { token, invite: null })).status,
    ).toBe(200);
  });

  it('keeps the gate and the admin calls free of the invite check', async () => {
    const check = await sys.call('POST', '/api/natural-matchmaker/check-access', {
      body: { accessToken: 'made-up' },
      invite: null,
    });
    expect([check.status, check.body]).toEqual([200, { hasAccess: false }]);
    const admin = await sys.token(`${sys.prefix}admin`, 'admin');
    const codes = await sys.call('GET', '/api/admin/invite-codes', { token: admin, invite: null });
    expect(codes.status).toBe(200);
  });

  it('is decided by the matchmaker: a bus request that skipped the gateway is refused too', async () => {
    const caller = {
      id: `${sys.prefix}bus-caller`,
      role: 'client' as const,
      email: 'b@example.org',
    };
    const subject = sys.bus.names.rpc('matchmaker.list-sessions');
    const input = { params: {}, query: {}, body: undefined };
    const refused = await request(sys.bus, subject, input, { requestId: 'r1', caller }, 5000);
    expect(refused).toEqual({
      ok: false,
      error: { status: 403, code: REFUSAL.code, message: REFUSAL.error },
    });
    const meta = { requestId: 'r2', caller, inviteToken: sys.inviteToken };
    expect((await request(sys.bus, subject, input, meta, 5000)).ok).toBe(true);
  });
});

describe('voice socket: invite access in init-session', () => {
  it('refuses an anonymous socket without a token with an error frame, closes it, and creates no session', async () => {
    const before = await liveSessions();
    const client = await sys.socket({}, null);
    client.send(client.initFrame());
    const error = await client.next('error');
    expect(error).toEqual({ type: 'error', ...{ code: REFUSAL.code, message: REFUSAL.error } });
    await expect(client.next('session-ready', 3000)).rejects.toThrow(/closed \(1008\)/);
    expect(client.closed?.reason).toBe(REFUSAL.error);
    expect(client.frames.map((f) => f.type)).toEqual(['error']);
    expect(await liveSessions()).toEqual(before);
  });

  it.each([
    ['an unknown token', () => Promise.resolve('made-up-token')],
    ['an expired token', expiredToken],
  ])('refuses %s', async (_case, token) => {
    const client = await sys.socket({}, await token());
    client.send(client.initFrame());
    expect((await client.next('error')).code).toBe(REFUSAL.code);
    await expect(client.next('session-ready', 3000)).rejects.toThrow(/closed \(1008\)/);
  });

  it('refuses an over-long token as a bad frame, before any lookup', async () => {
    const client = await sys.socket({}, 'x'.repeat(129));
    client.send(client.initFrame());
    const error = await client.next('error');
    expect(error.code).toBe('invalid_frame');
    expect(error.message).toMatch(/Invite token must be at most 128 characters/);
  });

  it('runs the session with a valid token: greeting spoken, a turn answered', async () => {
    const client = await sys.socket();
    const { ready, spoken } = await client.init();
    expect(ready.greeting).toMatch(/glad you're here/);
    expect(spoken.some((f) => f.type === 'tts-audio-chunk')).toBe(true);
    const { analysis } = await client.say("I've been anxious at work for months.");
    expect(analysis.transcript).toBe("I've been anxious at work for months.");
    expect(await sys.redis.get(`live:${ready.sessionId}`)).not.toBeNull();
    await client.close();
  });

  it('runs it without a token for a signed-in account that redeemed one', async () => {
    const id = `${sys.prefix}voice-redeemer`;
    const token = await sys.token(id);
    const auth = { authorization: `Bearer ${token}` };
    const refused = await sys.socket(auth, null);
    refused.send(refused.initFrame());
    expect((await refused.next('error')).code).toBe(REFUSAL.code);
    await sys.call('POST', '/api/natural-matchmaker/validate-invite', {
      token,
      body: { code: 'RAPPORT2026' },
      ip: '198.51.100.41',
      invite: null,
    });
    const client = await sys.socket(auth, null);
    const { ready } = await client.init();
    expect(ready.sessionId).toBeTruthy();
    await client.close();
  });
});
