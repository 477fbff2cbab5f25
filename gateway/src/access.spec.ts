import type { Access, Caller } from '@rapport/contracts';
import { consentSubject, decideAccess } from './access';

const as = (role: Caller['role']): Caller => ({ id: 'u1', role, email: 'u@example.org' });
const outcome = (access: Access, caller?: Caller) => {
  const d = decideAccess(access, caller, {});
  return d.ok ? 'ok' : d.status;
};

describe('decideAccess', () => {
  it.each([
    // access, nobody, client, therapist, admin
    ['admin', 401, 403, 403, 'ok'],
    ['client', 401, 'ok', 403, 403],
    ['client-or-admin', 401, 'ok', 403, 'ok'],
    ['therapist', 401, 403, 'ok', 'ok'],
    ['user', 401, 'ok', 'ok', 'ok'],
    ['public', 'ok', 'ok', 'ok', 'ok'],
    ['internal', 403, 403, 403, 403],
  ] as const)('%s: nobody %s, client %s, therapist %s, admin %s', (access, ...expected) => {
    expect([
      outcome(access),
      outcome(access, as('client')),
      outcome(access, as('therapist')),
      outcome(access, as('admin')),
    ]).toEqual(expected);
  });

  it('asks for an invite token where the operation takes only that; the matchmaker checks it', () => {
    expect(decideAccess('invite-token', undefined, {})).toEqual({
      ok: false,
      status: 403,
      message: 'An invite code is required for the Natural Matchmaker.',
    });
    expect(decideAccess('invite-token', undefined, { inviteToken: 'anything' })).toEqual({
      ok: true,
    });
  });

  it('tells a non-admin the admin pages are for administrators', () => {
    expect(decideAccess('admin', as('client'), {})).toEqual({
      ok: false,
      status: 403,
      message: 'This page is for administrators.',
    });
  });
});

describe('consentSubject', () => {
  const input = (body: unknown, params: Record<string, unknown> = {}) => ({ params, body });

  it('is the user the request names, so an admin acting for a client needs their consent', () => {
    const owner = { in: 'body', field: 'userId' } as const;
    expect(consentSubject(owner, as('admin'), input({ userId: 'c7' }))).toBe('c7');
    expect(
      consentSubject({ in: 'params', field: 'userId' }, as('client'), input({}, { userId: 'u1' })),
    ).toBe('u1');
  });

  it('is the caller when the request names nobody, and nobody without a caller', () => {
    expect(consentSubject(undefined, as('client'), input({}))).toBe('u1');
    expect(consentSubject({ in: 'body', field: 'userId' }, as('client'), input({}))).toBe('u1');
    expect(consentSubject(undefined, undefined, input({}))).toBeUndefined();
  });
});
