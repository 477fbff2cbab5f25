import type { Caller } from '@rapport/contracts';
import { ServiceError, type RequestContext } from '@rapport/kit';
import { InviteAccess, requireInviteAccess } from './invite-access';

const now = new Date('2026-03-01T10:00:00Z');
const user: Caller = { id: 'u1', role: 'client', email: 'u1@example.org' };

function gate(opts: { validTokens?: string[]; redeemed?: string[] } = {}) {
  const redeemed = new Set(opts.redeemed ?? []);
  const recorded: string[] = [];
  const access = new InviteAccess({
    accessTokens: { isValid: async (t) => (opts.validTokens ?? []).includes(t) },
    redemptions: {
      record: async (id) => {
        recorded.push(id);
        redeemed.add(id);
      },
      has: async (id) => redeemed.has(id),
    },
    now: () => now,
  });
  return { access, recorded };
}

describe('InviteAccess', () => {
  it.each([
    ['nobody, no token', undefined, undefined, false],
    ['nobody, an unknown or expired token', undefined, 'stale', false],
    ['nobody, a valid token', undefined, 'good', true],
    ['an account that never redeemed, no token', user, undefined, false],
    ['an account that never redeemed, an unknown token', user, 'stale', false],
    ['an account, a valid token', user, 'good', true],
  ] as const)('%s: %s', async (_case, caller, inviteToken, expected) => {
    const { access } = gate({ validTokens: ['good'] });
    await expect(access.admits({ caller, inviteToken })).resolves.toBe(expected);
  });

  it('remembers a signed-in caller with a valid token, who then passes without one', async () => {
    const { access, recorded } = gate({ validTokens: ['good'] });
    await access.admits({ caller: user, inviteToken: 'good' });
    expect(recorded).toEqual(['u1']);
    await expect(access.admits({ caller: user })).resolves.toBe(true);
    await expect(access.admits({ caller: { ...user, id: 'u2' } })).resolves.toBe(false);
    // Already recorded: no write on every call.
    await access.admits({ caller: user, inviteToken: 'good' });
    expect(recorded).toEqual(['u1']);
  });

  it('lets an account that redeemed pass without a token', async () => {
    const { access } = gate({ redeemed: ['u1'] });
    await expect(access.admits({ caller: user })).resolves.toBe(true);
  });

  it('refuses with 403 and the invite text', async () => {
    const { access } = gate();
    const err = await access.require({}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).toBusError()).toEqual({
      status: 403,
      code: 'invite_required',
      message: 'An invite code is required for the Natural Matchmaker.',
    });
  });

  it('records a redemption only for a signed-in caller', async () => {
    const { access, recorded } = gate();
    await access.redeemed({});
    await access.redeemed({ caller: user });
    expect(recorded).toEqual(['u1']);
  });
});

describe('requireInviteAccess', () => {
  const ctx = { requestId: 'r1' } as RequestContext;
  const input = { params: {}, query: {}, body: {} };

  function handlers() {
    const ran: string[] = [];
    const answer = (key: string) => async (_input: unknown, _ctx: RequestContext) => {
      ran.push(key);
      return { key };
    };
    const map = {
      'matchmaker.validate-invite': answer('matchmaker.validate-invite'),
      'matchmaker.check-access': answer('matchmaker.check-access'),
      'matchmaker.list-sessions': answer('matchmaker.list-sessions'),
      'matchmaker.finalize': answer('matchmaker.finalize'),
      'matchmaker.admin-list-invite-codes': answer('matchmaker.admin-list-invite-codes'),
    };
    return { map, ran };
  }

  const refusing = {
    require: async () => {
      throw new ServiceError(403, 'invite_required', 'no');
    },
  };

  it('refuses the invite operations before their handler runs, and leaves the others alone', async () => {
    const { map, ran } = handlers();
    const guarded = requireInviteAccess(map, refusing);
    await expect(guarded['matchmaker.list-sessions'](input, ctx)).rejects.toThrow('no');
    await expect(guarded['matchmaker.finalize'](input, ctx)).rejects.toThrow('no');
    await guarded['matchmaker.validate-invite'](input, ctx);
    await guarded['matchmaker.check-access'](input, ctx);
    await guarded['matchmaker.admin-list-invite-codes'](input, ctx);
    expect(ran).toEqual([
      'matchmaker.validate-invite',
      'matchmaker.check-access',
      'matchmaker.admin-list-invite-codes',
    ]);
  });

  it('runs an invite operation once access is granted, with the caller it checked', async () => {
    const { map, ran } = handlers();
    const seen: unknown[] = [];
    const guarded = requireInviteAccess(map, {
      require: async (c) => void seen.push(c),
    });
    await expect(guarded['matchmaker.list-sessions'](input, ctx)).resolves.toEqual({
      key: 'matchmaker.list-sessions',
    });
    expect(ran).toEqual(['matchmaker.list-sessions']);
    expect(seen).toEqual([ctx]);
  });
});
