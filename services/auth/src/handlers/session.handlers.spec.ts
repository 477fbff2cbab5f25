import { ObjectId } from 'mongodb';
import { ServiceError, createLogger, type RequestContext } from '@rapport/kit';
import type { StoredUser } from '../store/user.repository';
import { sessionHandlers, type SessionDeps } from './session.handlers';

const limits = {
  maxFailuresPerAccountAddress: 10,
  maxFailuresPerAccount: 100,
  maxFailuresPerIp: 30,
  windowSeconds: 900,
};
const ctx: RequestContext = {
  requestId: 'r1',
  ip: '203.0.113.5',
  log: createLogger('auth', 'silent'),
};
const ann: StoredUser = {
  _id: new ObjectId(),
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.org',
  role: 'therapist',
  passwordHash: '$argon2id$stored',
  guest: false,
  createdAt: new Date(),
};

function setup(
  opts: { user?: StoredUser; passwordOk?: boolean; accountCount?: number; pairCount?: number } = {},
) {
  const deps = {
    users: { findByEmail: jest.fn(async () => opts.user ?? null) },
    hasher: { verify: jest.fn(async () => opts.passwordOk ?? false) },
    sessions: { issue: jest.fn(async () => 'signed-token'), ttlSeconds: 43_200 },
    attempts: {
      countAttempt: jest.fn(async () => ({
        pair: { count: opts.pairCount ?? 1, ttlSeconds: 600 },
        account: { count: opts.accountCount ?? 1, ttlSeconds: 600 },
        ip: { count: 1, ttlSeconds: 600 },
      })),
      recordSuccess: jest.fn(async () => undefined),
    },
    revoked: { revoke: jest.fn(async () => undefined) },
    throttle: limits,
    failureDelayBaseMs: 250,
    sleep: jest.fn(async (_ms: number) => undefined),
  } satisfies SessionDeps;
  return { deps, handlers: sessionHandlers(deps) };
}

const loginAs = (h: ReturnType<typeof setup>['handlers'], email: string, password: string) =>
  h['auth.login']({ params: {}, query: {}, body: { email, password } }, ctx);

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ServiceError))
    throw new Error(`expected a ServiceError, got ${String(err)}`);
  return err;
}

describe('auth.login', () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 250],
    [6, 1000],
    [10, 2000],
  ])('holds back a wrong answer at the pair count %i by %i ms', async (pairCount, delay) => {
    const { deps, handlers } = setup({ user: ann, passwordOk: false, pairCount });
    expect((await failure(loginAs(handlers, 'ann@example.org', 'wrong-pass'))).status).toBe(401);
    expect(deps.sleep).toHaveBeenCalledWith(delay);
  });

  it('refuses the 11th attempt of one account from one address with 429', async () => {
    const { deps, handlers } = setup({ user: ann, passwordOk: true, pairCount: 11 });
    expect((await failure(loginAs(handlers, 'ann@example.org', 'pw-123456'))).status).toBe(429);
    expect(deps.hasher.verify).not.toHaveBeenCalled();
  });

  it('counts the attempt under the lower-cased email and the caller IP, then signs in', async () => {
    const { deps, handlers } = setup({ user: ann, passwordOk: true });
    const res = await loginAs(handlers, 'Ann@Example.org', 'pw-123456');
    expect(deps.attempts.countAttempt).toHaveBeenCalledWith('ann@example.org', '203.0.113.5');
    expect(deps.hasher.verify).toHaveBeenCalledWith('$argon2id$stored', 'pw-123456');
    expect(deps.attempts.recordSuccess).toHaveBeenCalledWith('ann@example.org', '203.0.113.5');
    expect(res).toEqual({
      user: {
        id: ann._id.toHexString(),
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.org',
        role: 'therapist',
      },
      token: 'signed-token',
      message: 'Login successful',
    });
  });

  it('still runs one password verification for an unknown email, and answers the same 401', async () => {
    const unknown = setup();
    const wrong = setup({ user: ann, passwordOk: false });
    const a = await failure(loginAs(unknown.handlers, 'nobody@example.org', 'pw-123456'));
    const b = await failure(loginAs(wrong.handlers, 'ann@example.org', 'pw-123456'));
    expect(unknown.deps.hasher.verify).toHaveBeenCalledTimes(1);
    expect(unknown.deps.hasher.verify).toHaveBeenCalledWith(undefined, 'pw-123456');
    expect(a.toBusError()).toEqual({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(b.toBusError()).toEqual(a.toBusError());
    expect(unknown.deps.attempts.recordSuccess).not.toHaveBeenCalled();
    expect(wrong.deps.attempts.recordSuccess).not.toHaveBeenCalled();
  });

  it('refuses over the limit without looking up the account or checking the password', async () => {
    const { deps, handlers } = setup({ user: ann, passwordOk: true, accountCount: 101 });
    const err = await failure(loginAs(handlers, 'ann@example.org', 'pw-123456'));
    expect(err.toBusError()).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many login attempts. Please wait 10 minutes and try again.',
    });
    expect(deps.users.findByEmail).not.toHaveBeenCalled();
    expect(deps.hasher.verify).not.toHaveBeenCalled();
  });
});

describe('auth.logout', () => {
  it('revokes the caller’s jti for the whole session lifetime', async () => {
    const { deps, handlers } = setup();
    const caller = { id: 'u1', role: 'client' as const, email: 'a@b.org', jti: 'jti-1' };
    const res = await handlers['auth.logout'](
      { params: {}, query: {}, body: undefined },
      { ...ctx, caller },
    );
    expect(res).toEqual({ message: 'Logged out' });
    expect(deps.revoked.revoke).toHaveBeenCalledWith('jti-1', 43_200);
  });
});
