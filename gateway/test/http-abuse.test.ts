import net from 'node:net';
import { authService } from '@rapport/auth';
import { contactService } from '@rapport/contact';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  http,
  inParallel,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import type { BaseConfig, RunningService } from '@rapport/kit';
import { CROSS_SITE_MESSAGE } from '../src/http-guards';

/**
 * Abuse of the HTTP edge (issue 13, items 10 and 16) on the real gateway, auth and contact:
 * cross-site cookie posts, oversized and deeply nested bodies, slow senders, one error shape.
 */

const prefix = uniqueDbPrefix('edge');
const env = testEnv(prefix, {
  HEALTH_SERVICES: 'auth,contact',
  REQUEST_TIMEOUT_MS: '1000',
  RATE_LIMIT_MAX: '100000',
});
let gateway: TestGateway;
let services: RunningService<BaseConfig>[] = [];

const contactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: 'We would like to pilot Rapport.',
};

beforeAll(async () => {
  services = await Promise.all([
    startTestService(authService, env) as Promise<RunningService<BaseConfig>>,
    startTestService(contactService, env) as Promise<RunningService<BaseConfig>>,
  ]);
  gateway = await startTestGateway(env);
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await inParallel(...services.map((s) => s.stop()));
});

async function signedIn(): Promise<{ token: string; cookie: string }> {
  const email = `edge-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await http(gateway.url, 'POST', '/api/auth/register', {
    body: {
      firstName: 'Edge',
      lastName: 'Case',
      email,
      password: 'a-long-unusual-pass-42',
      role: 'client',
    },
  });
  expect(res.status).toBe(200);
  const token = String(res.body.token);
  return { token, cookie: `rapport_session=${token}` };
}

describe('cross-site requests with the session cookie', () => {
  it('refuses a text/plain logout posted from another site, and the session still works', async () => {
    const { token, cookie } = await signedIn();
    const res = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: CROSS_SITE_MESSAGE, code: 'cross_site' });
    expect((await http(gateway.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', async () => {
    const { cookie } = await signedIn();
    const res = await http(gateway.url, 'POST', '/api/auth/logout', {
      body: {},
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect([res.status, res.body.code]).toEqual([403, 'cross_site']);
  });

  it('lets the same origin, and bearer-token calls from anywhere, through', async () => {
    const a = await signedIn();
    const host = new URL(gateway.url).host;
    const same = await http(gateway.url, 'POST', '/api/auth/logout', {
      body: {},
      headers: { cookie: a.cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    const b = await signedIn();
    const bearer = await http(gateway.url, 'POST', '/api/auth/logout', {
      body: {},
      token: b.token,
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(bearer.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const { token, cookie } = await signedIn();
    const res = await http(gateway.url, 'GET', '/api/auth/me', {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
    expect(token).toBeTruthy();
  });
});

describe('bodies', () => {
  it('answers 413 with a message to a body over 256 KB, and the next call works', async () => {
    const res = await http(gateway.url, 'POST', '/api/contact', {
      body: { ...contactMessage, message: 'x'.repeat(300 * 1024) },
    });
    expect([res.status, res.body]).toEqual([
      413,
      { error: 'Request body is too large: at most 256 KB.', code: 'payload_too_large' },
    ]);
    expect((await http(gateway.url, 'POST', '/api/contact', { body: contactMessage })).status).toBe(
      200,
    );
  });

  it('answers 400 to JSON nested 5,000 deep, before it reaches a service', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await http(gateway.url, 'POST', '/api/contact', { rawBody: deep });
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'Request body is nested too deeply: at most 32 levels.', code: 'json_too_deep' },
    ]);
  });

  it('still reads brackets inside strings as text', async () => {
    const res = await http(gateway.url, 'POST', '/api/contact', {
      body: { ...contactMessage, message: `Brackets ${'[{'.repeat(100)} are fine in text.` },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong content type', { 'content-type': 'text/csv' }, 'a,b', 415, 'unsupported_media_type'],
    ['broken JSON', { 'content-type': 'application/json' }, '{"name":', 400, 'invalid_json'],
  ])('answers %s with the one error shape', async (_what, headers, body, status, code) => {
    const res = await fetch(`${gateway.url}/api/contact`, { method: 'POST', headers, body });
    const answer = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(status);
    expect(Object.keys(answer).sort()).toEqual(['code', 'error']);
    expect(answer.code).toBe(code);
    expect(answer.error).toEqual(expect.any(String));
  });

  it('answers an unknown route with the same shape', async () => {
    const res = await http(gateway.url, 'POST', '/api/no-such-thing', { body: {} });
    expect([res.status, res.body]).toEqual([
      404,
      { error: 'No such endpoint: POST /api/no-such-thing', code: 'not_found' },
    ]);
  });
});

describe('connections', () => {
  it('closes a connection whose body never finishes arriving', async () => {
    const { port } = new URL(gateway.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('close', () => resolve(answer));
    });
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    // REQUEST_TIMEOUT_MS is 1 s here: the server answers 408 and hangs up, never waiting forever.
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("limits the page's connections to its own origin (CSP connect-src)", async () => {
    const res = await fetch(`${gateway.url}/healthz`);
    const { host } = new URL(gateway.url);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    // No bare scheme: a page of ours cannot open sockets to other hosts.
    expect(csp).not.toMatch(/connect-src[^;]*\s(ws:|wss:)(\s|;|$)/);
  });
});
