import { MongoClient } from 'mongodb';
import { contactService } from '@rapport/contact';
import { buildOpenApi } from '../src/openapi';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  connectTestBus,
  http,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import type { Bus, RunningService, BaseConfig } from '@rapport/kit';

const prefix = uniqueDbPrefix('chain');
const env = testEnv(prefix, { HEALTH_SERVICES: 'contact', RPC_TIMEOUT_MS: '400' });
let gateway: TestGateway;
let contact: RunningService<BaseConfig> | undefined;
let mongo: MongoClient;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: 'Analytical Co',
  message: 'We would like to pilot Rapport.',
};

beforeAll(async () => {
  mongo = await MongoClient.connect(env.MONGO_URL!);
  contact = await startTestService(contactService, env);
  gateway = await startTestGateway(env);
});

afterAll(async () => {
  await gateway?.stop();
  await contact?.stop();
  await mongo?.close();
});

describe('gateway → NATS → contact service → Mongo', () => {
  it('stores a contact message that can be read back from the database', async () => {
    const res = await http(gateway.url, 'POST', '/api/contact', { body: valid });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const stored = await mongo
      .db(`${prefix}contact`)
      .collection('contact_messages')
      .findOne({ email: 'ada@example.org' });
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      organization: 'Analytical Co',
      message: valid.message,
    });
    expect(String(stored?._id)).toBe(res.body.id);
  });

  it('accepts a message without organization', async () => {
    const res = await http(gateway.url, 'POST', '/api/contact', {
      body: { ...valid, organization: undefined },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['name', { ...valid, name: '  ' }],
    ['email', { ...valid, email: '' }],
    ['message', { name: 'A', email: 'a@b.org' }],
  ])('answers 400 with the form text when %s is missing', async (_field, body) => {
    const res = await http(gateway.url, 'POST', '/api/contact', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please fill in all required fields');
  });

  it('answers 400 with a message for a malformed email', async () => {
    const res = await http(gateway.url, 'POST', '/api/contact', {
      body: { ...valid, email: 'not-an-email' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a valid email address');
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await http(gateway.url, 'POST', '/api/contact', { rawBody: '{"name": "Ada", ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Request body is not valid JSON');
  });

  it('sets security headers and serves an OpenAPI document of every operation', async () => {
    const res = await http(gateway.url, 'GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const paths = res.body.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(Object.keys(buildOpenApi().paths as object));
    expect(paths['/api/contact']).toBeDefined();
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const res = await http(gateway.url, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('/api/nothing-here');
  });

  it('refuses a signed-in-only call without a session, before reaching any service', async () => {
    const res = await http(gateway.url, 'GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please log in to continue.');
  });

  it('reports healthy only while the contact service answers', async () => {
    expect((await http(gateway.url, 'GET', '/healthz')).status).toBe(200);
  });
});

describe('when the service is slow or gone', () => {
  let bus: Bus;
  beforeAll(async () => {
    bus = await connectTestBus(env, 'chain-test');
  });
  afterAll(async () => {
    await bus.nc.drain();
  });

  it('answers 504 with a message when the only replica does not answer in time', async () => {
    await contact?.stop();
    contact = undefined;
    // A replica that takes the request and never answers: the gateway must not hang.
    const silent = bus.nc.subscribe(bus.names.rpc('contact.send'), {
      queue: 'contact',
      callback: () => undefined,
    });
    await bus.nc.flush();
    const started = Date.now();
    const res = await http(gateway.url, 'POST', '/api/contact', { body: valid });
    expect(res.status).toBe(504);
    expect(res.body.error).toBe(
      'The contact service did not answer in time. Your request may still have been completed; check before trying again.',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    silent.unsubscribe();
    await bus.nc.flush();
  });

  it('answers 503 within a second when no contact service runs', async () => {
    const started = Date.now();
    const res = await http(gateway.url, 'POST', '/api/contact', { body: valid });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(
      'The contact service is not available right now. Please try again shortly.',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await http(gateway.url, 'GET', '/healthz')).status).toBe(503);
  });

  it('recovers once a replica starts again', async () => {
    contact = await startTestService(contactService, env);
    const res = await http(gateway.url, 'POST', '/api/contact', { body: valid });
    expect(res.status).toBe(200);
  });
});
