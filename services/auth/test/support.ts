import { createHmac, randomUUID } from 'node:crypto';
import type { EventPayload } from '@rapport/contracts';
import { EventBus, SESSION_COOKIE, createLogger, ensureEventStream, type Bus } from '@rapport/kit';
import { TEST_JWT_SECRET } from '@rapport/infra/test-harness/system';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand, so tests can present tokens our signer would never produce. */
export function forgeToken(
  claims: Record<string, unknown>,
  opts: { alg?: string; secret?: string } = {},
): string {
  const alg = opts.alg ?? 'HS256';
  const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  const signature = createHmac('sha256', opts.secret ?? TEST_JWT_SECRET)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Claims exactly like the auth service's, valid for ten minutes, with overrides. */
export function sessionClaims(
  user: { id: string; role: string; email: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: user.id,
    role: user.role,
    email: user.email,
    iss: 'rapport-auth',
    aud: 'rapport-web',
    jti: randomUUID(),
    iat: now,
    exp: now + 600,
    ...overrides,
  };
}

/** The session cookie a response sets, with its attributes (undefined when none). */
export function sessionCookieOf(
  headers: Headers,
): { value: string; attributes: string } | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
  return { value: pair.slice(SESSION_COOKIE.length + 1), attributes: attributes.join('; ') };
}

export const cookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** Client IP as the gateway sees it (the test gateway trusts X-Forwarded-For). */
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

type Registered = EventPayload<'event.user.registered'>;

/** A durable consumer of user.registered on the spec file's bus. */
export async function collectRegistrations(bus: Bus, name: string) {
  const received: Registered[] = [];
  await ensureEventStream(bus);
  const events = new EventBus(bus, name, createLogger(name, 'silent'));
  await events.subscribe('registered', 'event.user.registered', async (data) => {
    received.push(data);
  });
  return {
    async waitFor(userId: string, timeoutMs = 5000): Promise<Registered[]> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hits = received.filter((e) => e.userId === userId);
        if (hits.length > 0) return hits;
        await new Promise((r) => setTimeout(r, 50));
      }
      return [];
    },
    async stop(): Promise<void> {
      await events.stop();
    },
  };
}
