import { Counter } from 'prom-client';
import { createLogger } from './logger';
import { metricsRegistry } from './metrics';
import { startOpsServer, type OpsServer, type Readiness } from './ops-server';

const log = createLogger('ops-test', 'silent');
let readiness: () => Promise<Readiness>;
let server: OpsServer;

beforeAll(async () => {
  server = await startOpsServer({ port: 0, host: '127.0.0.1', log, ready: () => readiness() });
});
afterAll(() => server.close());

const get = async (path: string, method = 'GET') => {
  const res = await fetch(`${server.url}${path}`, { method });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('ops server', () => {
  it('answers /livez while the process runs', async () => {
    expect(await get('/livez')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
  });

  it('answers /readyz 200 with what the check reported, 503 when not ready', async () => {
    readiness = async () => ({ ready: true, detail: { nats: 'ok', mongo: 'ok' } });
    const ok = await get('/readyz');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ status: 'ok', nats: 'ok', mongo: 'ok' });
    readiness = async () => ({ ready: false, detail: { nats: 'ok', mongo: 'unreachable' } });
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({
      status: 'not ready',
      nats: 'ok',
      mongo: 'unreachable',
    });
  });

  it('answers 503, not a hang, when the readiness check never settles', async () => {
    readiness = () => new Promise(() => undefined);
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).error).toContain('readiness check took longer than');
  });

  it('answers 503 when the readiness check throws', async () => {
    readiness = () => Promise.reject(new Error('boom'));
    expect((await get('/readyz')).status).toBe(503);
  });

  it('serves the registry in the Prometheus text format, with the process metrics', async () => {
    const c = new Counter({
      name: 'ops_spec_total',
      help: 'a counter of this spec',
      registers: [metricsRegistry],
    });
    c.inc(3);
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.body).toContain('ops_spec_total 3');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('refuses other paths and methods with a message', async () => {
    expect(await get('/nothing')).toMatchObject({ status: 404 });
    expect(JSON.parse((await get('/nothing')).body).error).toContain('/metrics');
    expect(await get('/metrics', 'POST')).toMatchObject({ status: 405 });
  });

  it('refuses to start on a port already taken, naming the way out', async () => {
    const port = Number(new URL(server.url).port);
    await expect(
      startOpsServer({ port, host: '127.0.0.1', log, ready: () => readiness() }),
    ).rejects.toThrow(`OPS_PORT ${port} on 127.0.0.1 is taken`);
  });
});
