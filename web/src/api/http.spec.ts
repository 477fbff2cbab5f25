import { ApiError, buildUrl, createCaller, fillPath, messageOr, type Credentials } from './http';
import type { RouteInfo } from '@rapport/contracts/constants';

const routes: Record<string, RouteInfo> = {
  'auth.login': { method: 'POST', path: '/api/auth/login', access: 'public' },
  'auth.me': { method: 'GET', path: '/api/auth/me', access: 'user', noCache: true },
  'kc.get': {
    method: 'GET',
    path: '/api/get-contribution/{therapistName}/{contributionId}',
    access: 'contribution-token',
    noCache: true,
  },
  'mm.sessions': {
    method: 'GET',
    path: '/api/natural-matchmaker/sessions',
    access: 'user',
    invite: true,
  },
  'mm.token-only': { method: 'GET', path: '/api/token-only', access: 'invite-token' },
};

const noCreds: Credentials = { authToken: null, contributionToken: null, inviteToken: null };

function setup(respond: () => Promise<Response> | Response, creds: Credentials = noCreds) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const call = createCaller({
    routes,
    credentials: () => creds,
    now: () => 1700000000000,
    newKey: () => `key-${calls.length}`,
    retryDelayMs: 0,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return respond();
    },
  });
  return { call, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('fillPath', () => {
  it.each([
    ['/api/therapist-profile/{userId}', { userId: 'u1' }, '/api/therapist-profile/u1'],
    ['/api/x/{a}/{b}', { a: 'Dr Ann', b: 'a/b?c' }, '/api/x/Dr%20Ann/a%2Fb%3Fc'],
    ['/api/auth/me', {}, '/api/auth/me'],
  ])('%s with %j → %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath('/api/therapist-profile/{userId}', {})).toThrow(/userId/);
  });
});

describe('buildUrl', () => {
  it('adds the query and, for no-cache calls, a timestamp', () => {
    const route = routes['kc.get']!;
    const url = buildUrl(route, { params: { therapistName: 'ann', contributionId: '7' } }, 42);
    expect(url).toBe('/api/get-contribution/ann/7?_=42');
    expect(buildUrl(routes['auth.login']!, { query: { a: 1, b: undefined } }, 42)).toBe(
      '/api/auth/login?a=1',
    );
  });
});

describe('createCaller', () => {
  it('sends a JSON body with credentials and the stored bearer token', async () => {
    const { call, calls } = setup(() => json(200, { ok: 1 }), { ...noCreds, authToken: 'tok' });
    await expect(call('auth.login', { body: { email: 'a@b.co' } })).resolves.toEqual({ ok: 1 });
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
  });

  it('marks no-cache calls and sends no body or bearer when there is none', async () => {
    const { call, calls } = setup(() => json(200, {}));
    await call('auth.me');
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/auth/me?_=1700000000000');
    expect(init.cache).toBe('no-store');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends each token only to the calls that need it', async () => {
    const creds = { ...noCreds, contributionToken: 'ct', inviteToken: 'it' };
    const { call, calls } = setup(() => json(200, {}), creds);
    await call('kc.get', { params: { therapistName: 'ann', contributionId: '1' } });
    await call('auth.login', { body: {} });
    await call('mm.sessions');
    await call('mm.token-only');
    expect(calls[0]!.init.headers).toMatchObject({ 'X-Contribution-Token': 'ct' });
    expect(calls[0]!.init.headers).not.toHaveProperty('X-Invite-Token');
    expect(calls[1]!.init.headers).not.toHaveProperty('X-Contribution-Token');
    expect(calls[1]!.init.headers).not.toHaveProperty('X-Invite-Token');
    expect(calls[2]!.init.headers).toMatchObject({ 'X-Invite-Token': 'it' });
    expect(calls[3]!.init.headers).toMatchObject({ 'X-Invite-Token': 'it' });
  });

  it.each([
    [
      'the server error field',
      () => json(409, { error: 'Email already registered', code: 'conflict' }),
      409,
      'Email already registered',
      true,
    ],
    [
      'non-JSON',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      502,
      'Server returned non-JSON response',
      false,
    ],
    ['JSON without error', () => json(500, { oops: true }), 500, 'Server returned 500', false],
    ['an empty body', () => new Response(null, { status: 503 }), 503, 'Server returned 503', false],
  ])('maps a failure with %s', async (_case, respond, status, message, fromServer) => {
    const { call } = setup(respond);
    const err = await failure(call('auth.me'));
    expect(err).toMatchObject({ status, message, fromServer });
    expect(messageOr(err, 'Login failed')).toBe(fromServer ? message : 'Login failed');
  });

  it('maps a network failure to status 0', async () => {
    const { call } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failure(call('auth.me'));
    expect(err.status).toBe(0);
  });

  it('sends a fresh Idempotency-Key with each state-changing call, none with a read', async () => {
    const { call, calls } = setup(() => json(200, {}));
    await call('auth.login', { body: {} });
    await call('auth.me');
    await call('auth.login', { body: {} });
    expect(calls[0]!.init.headers).toMatchObject({ 'Idempotency-Key': 'key-0' });
    expect(calls[1]!.init.headers).not.toHaveProperty('Idempotency-Key');
    expect(calls[2]!.init.headers).toMatchObject({ 'Idempotency-Key': 'key-2' });
  });

  it.each([0, 502, 503, 504])(
    'tries once more with the same key after a failure on the way (%s)',
    async (status) => {
      let tries = 0;
      const { call, calls } = setup(() => {
        tries += 1;
        if (tries > 1) return json(200, { ok: 1 });
        return status === 0 ? Promise.reject(new TypeError('Failed to fetch')) : json(status, {});
      });
      await expect(call('auth.login', { body: {} })).resolves.toEqual({ ok: 1 });
      expect(calls).toHaveLength(2);
      expect(calls[1]!.init.headers).toMatchObject({ 'Idempotency-Key': 'key-0' });
    },
  );

  it('does not retry an answer the server gave on purpose, nor a second failure', async () => {
    const refused = setup(() => json(409, { error: 'Email already registered' }));
    await failure(refused.call('auth.login', { body: {} }));
    expect(refused.calls).toHaveLength(1);
    const down = setup(() => json(503, { error: 'Down' }));
    await expect(failure(down.call('auth.me'))).resolves.toMatchObject({ status: 503 });
    expect(down.calls).toHaveLength(2);
  });

  it('reports a non-JSON success answer', async () => {
    const { call } = setup(() => new Response('not json', { status: 200 }));
    await expect(failure(call('auth.me'))).resolves.toMatchObject({
      status: 200,
      message: 'Server returned non-JSON response',
    });
  });

  it('names an operation missing from the routes table', async () => {
    const { call } = setup(() => json(200, {}));
    await expect(call('nope.op')).rejects.toThrow(/npm run gen/);
  });
});
