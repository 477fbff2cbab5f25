import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { uniqueDbPrefix } from '@rapport/infra';
import { http, testEnv } from '@rapport/infra/test-harness/system';

/**
 * Metrics and traces on the real parts: the gateway and the contact service each as its own
 * process (`node --import tsx <package>/src/main.ts`, as `make dev` runs them), both exporting spans over OTLP/HTTP to a receiver on a loopback port of this test.
 */
const prefix = uniqueDbPrefix('observe');
const repoRoot = path.resolve(__dirname, '..', '..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  service: string;
}

/** A tiny OTLP/HTTP (JSON) traces receiver. */
function startReceiver(): Promise<{ server: Server; url: string; spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: Omit<OtlpSpan, 'service'>[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service =
            rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        spans,
      }),
    ),
  );
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;

/** One of our processes, as `make dev` runs it, with its JSON log lines kept. */
interface Running {
  child: ChildProcess;
  exited: Promise<unknown>;
  lines: Record<string, unknown>[];
  opsUrl: string;
  publicUrl: string;
}

const OPS_LISTENING = 'ops server listening (/livez, /readyz, /metrics)';

/** Starts `entry` and waits for its ops server (the last thing either process starts). */
function startOurProcess(entry: string, env: NodeJS.ProcessEnv): Promise<Running> {
  // OBSERVE_BUILT=1 runs what `make build` wrote instead (the bundles production runs).
  const args = process.env.OBSERVE_BUILT
    ? ['--enable-source-maps', entry.replace('/src/main.ts', '/dist/main.js')]
    : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const running: Running = {
    child,
    exited: new Promise((resolve) => child.once('exit', resolve)),
    lines: [],
    opsUrl: '',
    publicUrl: '',
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      running.lines.push(json);
      const msg = String(json.msg);
      if (msg.startsWith('Server listening at ')) running.publicUrl = msg.slice(20);
      if (msg === OPS_LISTENING) {
        running.opsUrl = String(json.url);
        resolve(running);
      }
    });
  });
}

async function stopOurProcess(p: Running | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const killer = setTimeout(() => p.child.kill('SIGKILL'), 5_000);
  await p.exited;
  clearTimeout(killer);
}

let gateway: Running | undefined;
let contact: Running | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  const env = {
    ...testEnv(prefix, { HEALTH_SERVICES: 'contact' }),
    LOG_LEVEL: 'info',
    OPS_PORT: '0',
    PORT: '0',
    WEB_DIST: '/nonexistent',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    // Batches every 100 ms instead of 5 s, so the test need not wait.
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  [contact, gateway] = await Promise.all([
    startOurProcess('services/contact/src/main.ts', env),
    startOurProcess('gateway/src/main.ts', env),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([stopOurProcess(gateway), stopOurProcess(contact)]);
  await new Promise((r) => receiver?.server.close(r));
});

const text = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') };
};

const form = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  message: 'Tracing a request through the system.',
};

describe('metrics on the ops ports', () => {
  it('counts and times each operation in the gateway and the service', async () => {
    expect((await http(gateway!.publicUrl, 'POST', '/api/contact', { body: form })).status).toBe(
      200,
    );
    const bad = await http(gateway!.publicUrl, 'POST', '/api/contact', {
      body: { ...form, email: 'x' },
    });
    expect(bad.status).toBe(400);

    const gw = await text(`${gateway!.opsUrl}/metrics`);
    expect(gw.status).toBe(200);
    expect(gw.type).toContain('text/plain');
    expect(gw.body).toContain('http_requests_total{operation="contact.send",status_class="2xx"} 1');
    expect(gw.body).toContain('http_requests_total{operation="contact.send",status_class="4xx"} 1');
    expect(gw.body).toMatch(
      /http_request_duration_seconds_count\{operation="contact.send",status_class="2xx"\} 1/,
    );
    expect(gw.body).toMatch(
      /bus_request_duration_seconds_count\{operation="contact.send",outcome="ok"\} 1\n/,
    );
    expect(gw.body).toContain('voice_sockets_open 0');
    expect(gw.body).toContain('process_cpu_user_seconds_total');

    const svc = await text(`${contact!.opsUrl}/metrics`);
    expect(svc.status).toBe(200);
    expect(svc.body).toContain('rpc_handled_total{operation="contact.send",outcome="ok"} 1');
    expect(svc.body).toMatch(
      /rpc_handler_duration_seconds_count\{operation="contact.send",outcome="ok"\} 1\n/,
    );
    // The service's durable consumers, read from JetStream at scrape time.
    expect(svc.body).toMatch(/events_consumer_pending\{consumer="contact-[\w-]+"\} \d+/);
    expect(svc.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers /livez and /readyz on both ops ports, and keeps /metrics off the public port', async () => {
    expect((await text(`${gateway!.opsUrl}/livez`)).status).toBe(200);
    const gwReady = await text(`${gateway!.opsUrl}/readyz`);
    expect(gwReady.status).toBe(200);
    expect(JSON.parse(gwReady.body)).toMatchObject({ services: { contact: 'ok' } });
    expect((await text(`${contact!.opsUrl}/livez`)).status).toBe(200);
    const ready = await text(`${contact!.opsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ok',
      service: 'contact',
      nats: 'ok',
      mongo: 'ok',
      redis: 'ok',
    });
    expect((await http(gateway!.publicUrl, 'GET', '/metrics')).status).toBe(404);
  });
});

describe('voice sockets', () => {
  it('are counted while open', async () => {
    const gauge = async () =>
      Number(
        /^voice_sockets_open (\d+)$/m.exec((await text(`${gateway!.opsUrl}/metrics`)).body)?.[1],
      );
    const url = `${gateway!.publicUrl.replace('http', 'ws')}/ws/natural-matchmaker`;
    const socket = new WebSocket(url, { origin: gateway!.publicUrl });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    // The socket is counted once the gateway has looked at its caller.
    const deadline = Date.now() + 5_000;
    while ((await gauge()) !== 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await gauge()).toBe(1);
    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));
    while ((await gauge()) !== 0 && Date.now() < deadline + 5_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await gauge()).toBe(0);
  });
});

describe('one trace from the gateway over NATS into the service and its database', () => {
  it('links the HTTP, bus, service and Mongo spans under one trace id, and logs it', async () => {
    const res = await http(gateway!.publicUrl, 'POST', '/api/contact', {
      body: { ...form, email: 'trace@example.org' },
    });
    expect(res.status).toBe(200);

    const gatewayRoot = () =>
      receiver.spans.find(
        (s) =>
          s.service === 'rapport-gateway' &&
          s.name === 'POST /api/contact' &&
          receiver.spans.some(
            (b) => b.parentSpanId === s.spanId && b.name === 'bus request contact.send',
          ) &&
          contact!.lines.some((l) => l.contactId === res.body.id && l.trace_id === s.traceId),
      );
    // The contact process exports on its own schedule (100 ms batches here), a span when it
    // ends: the insert's batch can arrive before that of the handler that encloses it.
    const deadline = Date.now() + 10_000;
    let trace: OtlpSpan[] = [];
    while (Date.now() < deadline) {
      const root = gatewayRoot();
      trace = root ? receiver.spans.filter((s) => s.traceId === root.traceId) : [];
      const handler = trace.find((s) => s.name === 'rpc contact.send');
      const insertSpan = trace.some(
        (s) => s.name.startsWith('mongodb insert') && s.parentSpanId === handler?.spanId,
      );
      if (handler && insertSpan) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const byName = (name: string) => trace.find((s) => s.name === name);
    const root = byName('POST /api/contact');
    const send = byName('bus request contact.send');
    const handled = byName('rpc contact.send');
    const insert = trace.find(
      (s) => s.name === 'mongodb insert contact_messages' && s.parentSpanId === handled?.spanId,
    );
    expect(root).toMatchObject({ service: 'rapport-gateway', kind: 2 /* server */ });
    expect(root?.parentSpanId ?? '').toBe('');
    expect(send).toMatchObject({ service: 'rapport-gateway', parentSpanId: root?.spanId });
    // Crossed NATS: the contact process continued the trace from the message's traceparent.
    expect(handled).toMatchObject({ service: 'rapport-contact', parentSpanId: send?.spanId });
    expect(insert).toMatchObject({ service: 'rapport-contact', kind: 3 /* client */ });
    // The event the write owes is published inside the service's span.
    expect(
      trace.find(
        (s) => s.name === 'publish event.contact.received' && s.parentSpanId === handled?.spanId,
      ),
    ).toMatchObject({ service: 'rapport-contact', kind: 4 /* producer */ });
    // The gateway's rate limiter asks Redis inside the request's span.
    expect(
      trace.find((s) => s.name.startsWith('redis ') && s.parentSpanId === root?.spanId),
    ).toMatchObject({ service: 'rapport-gateway', kind: 3 });

    // The handler's log line carries the trace and the service span.
    const line = contact!.lines.find((l) => l.contactId === res.body.id);
    expect(line).toMatchObject({ trace_id: root?.traceId, msg: 'contact message received' });
    expect(trace.map((s) => s.spanId)).toContain(line?.span_id);

    if (process.env.SHOW_TRACE) {
      const t0 = BigInt(root!.startTimeUnixNano);
      const ms = (a: string, b: string) => (Number(BigInt(b) - BigInt(a)) / 1e6).toFixed(2);
      const depth = (s: OtlpSpan): number => {
        const parent = trace.find((p) => p.spanId === s.parentSpanId);
        return parent ? depth(parent) + 1 : 0;
      };
      const rows = trace
        .slice()
        .sort((a, b) => (BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1))
        .map(
          (s) =>
            `${'  '.repeat(depth(s))}${s.name} [${s.service}] span ${s.spanId} parent ${s.parentSpanId || '-'} ` +
            `+${ms(String(t0), s.startTimeUnixNano)} ms, ${ms(s.startTimeUnixNano, s.endTimeUnixNano)} ms`,
        );
      process.stdout.write(`trace ${root!.traceId}\n${rows.join('\n')}\n`);
    }
  });
});
