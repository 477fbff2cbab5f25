/**
 * `make compose-smoke`: the compose system (`make compose-up`) driven through its gateway on
 * 127.0.0.1 as a user would, then under continuous writes while one NATS node and one replica
 * of every service stop.
 *
 * 1. Journeys: register and sign in, the contact form, the written assessment to a
 *    recommendation, the twelve seeded demo therapists listed.
 * 2. Faults: WRITERS loops write through four services (register: auth; an assessment answer:
 *    client-profile; the contact form: contact; a therapist's answer: questionnaire). After a
 *    few seconds the NATS node the gateway is connected to and replica 2 of each of the six
 *    services are stopped (`podman stop`, i.e. SIGTERM), writes go on, then they start again.
 *    Every write must answer 2xx, and every acknowledged contact message must be in the
 *    admin's list afterwards. Prints the counts; exits 1 on any failed or lost write.
 *
 * COMPOSE_PORT (18080) is the gateway's port; the admin comes from .data/compose/compose.env.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { noticeVersions } from '@rapport/contracts/constants';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const base = `http://127.0.0.1:${process.env.COMPOSE_PORT ?? 18080}`;
const project = 'rapport';
const services = [
  'auth',
  'knowledge-capture',
  'questionnaire',
  'client-profile',
  'matchmaker',
  'contact',
];
const WRITERS = Number(process.env.SMOKE_WRITERS ?? 4);
const BEFORE_MS = 5_000;
const OUTAGE_MS = 20_000;
const AFTER_MS = 10_000;
/** The admin's contact list shows the newest 500: stay under it so every write is checked. */
const MAX_CONTACTS = 450;

const podmanEnv = {
  ...process.env,
  CONTAINERS_CONF:
    process.env.CONTAINERS_CONF ?? path.join(root, 'infra/containers/containers.conf'),
};
const podman = (...args: string[]) => run('podman', args, { env: podmanEnv });

function composeEnv(): Record<string, string> {
  const file = path.join(root, '.data/compose/compose.env');
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<Reply> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

function expectOk(what: string, reply: Reply): Record<string, unknown> {
  if (reply.status < 200 || reply.status >= 300) {
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  }
  return reply.body;
}

const runId = Date.now().toString(36);
let serial = 0;
const nextEmail = (kind: string) => `smoke-${kind}-${runId}-${++serial}@example.com`;

async function register(role: 'client' | 'therapist') {
  const body = expectOk(
    `register ${role}`,
    await call('POST', '/api/auth/register', {
      body: {
        firstName: 'Smoke',
        lastName: 'Test',
        email: nextEmail(role),
        password: 'smoke-test-password-1',
        role,
      },
    }),
  );
  const user = body.user as { id: string; email: string };
  const token = body.token as string;
  await consent(token);
  return { token, id: user.id, email: user.email };
}

/** Agrees to the current assessment notice: answers are refused without it (403 consent_required). */
async function consent(token: string, key?: string): Promise<Reply> {
  return call('POST', '/api/consents', {
    token,
    key,
    body: { purpose: 'assessment', noticeVersion: noticeVersions.assessment },
  });
}

async function journeys(admin: { email: string; password: string }): Promise<void> {
  const t0 = Date.now();
  const client = await register('client');
  const login = expectOk(
    'login',
    await call('POST', '/api/auth/login', {
      body: { email: client.email, password: 'smoke-test-password-1' },
    }),
  );
  expectOk('me', await call('GET', '/api/auth/me', { token: login.token as string }));

  const sent = expectOk(
    'contact form',
    await call('POST', '/api/contact', {
      body: {
        name: 'Smoke Test',
        email: 'smoke@example.com',
        organization: `smoke ${runId}`,
        message: 'Journey check from the compose smoke test.',
      },
    }),
  );

  const questions = expectOk(
    'assessment questions',
    await call('GET', '/api/get-assessment-questions'),
  ).questions as { id: string }[];
  if (questions.length === 0) throw new Error('assessment questions: none (is the seed loaded?)');
  const responses = Object.fromEntries(
    questions.map((q) => [
      q.id,
      'I would like someone warm who lets me lead, and I want to work on anxiety at work.',
    ]),
  );
  const analysis = expectOk(
    'assessment',
    await call('POST', '/api/analyze-responses', {
      token: client.token,
      body: { responses, userId: client.id },
    }),
  );
  const recommendation = analysis.recommendation as { therapist?: { name?: string } } | null;
  if (!recommendation) throw new Error('assessment: no recommendation');
  const therapists = analysis.therapists as { name: string }[];

  const adminLogin = expectOk(
    'admin login',
    await call('POST', '/api/auth/login', { body: admin }),
  );
  const listed = expectOk(
    'admin therapist list',
    await call('GET', '/api/admin/therapists?status=approved', {
      token: adminLogin.token as string,
    }),
  ).therapists as { email?: string }[];
  const demo = listed.filter((t) => t.email?.startsWith('demo.')).length;
  if (demo < 12) throw new Error(`seeded therapists: ${demo} approved demo therapists, want 12`);
  console.log(
    `journeys ok in ${Date.now() - t0} ms: registered and signed in; contact message ${String(sent.id)}; ` +
      `assessment of ${questions.length} answers recommends ${JSON.stringify(recommendation).slice(0, 80)}…; ` +
      `${therapists.length} therapists offered; ${demo} approved demo therapists`,
  );
}

/** Per operation: writes acknowledged, writes that failed for good, attempts that were retried. */
interface Tally {
  ok: number;
  failed: number;
  retried: number;
  errors: string[];
}

const tallies: Record<string, Tally> = {};
const tally = (op: string) => (tallies[op] ??= { ok: 0, failed: 0, retried: 0, errors: [] });
const note = (t: Tally, detail: string) => {
  if (t.errors.length < 4) t.errors.push(detail);
};

/** 503 (no replica answered), 504 (no answer in time) and a broken connection: try again. */
const RETRYABLE = new Set([502, 503, 504]);
const ATTEMPTS = 3;

/**
 * One write as a careful client makes it: with its own Idempotency-Key, retried with that
 * key when the answer is unknown, so a write the service did complete is answered again, not
 * applied twice.
 */
async function attempt(
  op: string,
  fn: (key: string) => Promise<Reply>,
): Promise<Reply | undefined> {
  const t = tally(op);
  const key = `smoke-${runId}-${++serial}`;
  for (let i = 1; i <= ATTEMPTS; i++) {
    const started = Date.now();
    let detail: string;
    try {
      const reply = await fn(key);
      if (reply.status >= 200 && reply.status < 300) {
        t.ok++;
        return reply;
      }
      detail = `${reply.status} after ${Date.now() - started} ms: ${JSON.stringify(reply.body).slice(0, 140)}`;
      if (!RETRYABLE.has(reply.status)) {
        t.failed++;
        note(t, detail);
        return undefined;
      }
    } catch (error) {
      detail = `${String(error)} after ${Date.now() - started} ms`;
    }
    note(t, detail);
    if (i < ATTEMPTS) {
      t.retried++;
      await new Promise((r) => setTimeout(r, 250 * i));
    } else t.failed++;
  }
  return undefined;
}

const contactIds: string[] = [];

/**
 * One writer: each body is made once, before the first attempt, so a retry repeats exactly
 * the same request under the same Idempotency-Key.
 */
async function writer(
  stopAt: () => boolean,
  questionIds: string[],
  therapist: { token: string; id: string; questionId: string; question: string },
) {
  while (!stopAt()) {
    const n = ++serial;
    const registration = {
      firstName: 'Load',
      lastName: 'Writer',
      email: nextEmail('load'),
      password: 'smoke-test-password-1',
      role: 'client',
    };
    const reg = await attempt('register (auth)', (key) =>
      call('POST', '/api/auth/register', { key, body: registration }),
    );
    const agreed =
      reg && (await attempt('consent (auth)', (key) => consent(reg.body.token as string, key)));
    if (reg && agreed) {
      const user = reg.body.user as { id: string };
      const answer = {
        questionId: questionIds[n % questionIds.length],
        response: 'Someone calm and direct, please.',
        userId: user.id,
      };
      await attempt('assessment answer (client-profile)', (key) =>
        call('POST', '/api/process-response', {
          key,
          token: reg.body.token as string,
          body: answer,
        }),
      );
    }
    if (contactIds.length < MAX_CONTACTS) {
      const message = {
        name: 'Load Writer',
        email: 'load@example.com',
        organization: `smoke ${runId}`,
        message: `Message ${n} written during the fault run.`,
      };
      const sent = await attempt('contact form (contact)', (key) =>
        call('POST', '/api/contact', { key, body: message }),
      );
      if (sent) contactIds.push(String(sent.body.id));
    }
    const therapistAnswer = {
      userId: therapist.id,
      questionId: therapist.questionId,
      question: therapist.question,
      answer: `I work in a structured, steady way (${n}).`,
    };
    await attempt('therapist answer (questionnaire)', (key) =>
      call('POST', '/api/save-therapist-response', {
        key,
        token: therapist.token,
        body: therapistAnswer,
      }),
    );
  }
}

/**
 * The NATS node the gateway is connected to (its connection is named `gateway`), and the
 * names of every client connected there: they all have to reconnect elsewhere.
 */
async function gatewayNatsNode(): Promise<{ node: string; clients: string[] }> {
  for (const node of ['nats-1', 'nats-2', 'nats-3']) {
    const { stdout } = await podman(
      'exec',
      `${project}_${node}_1`,
      'wget',
      '-q',
      '-O',
      '-',
      'http://127.0.0.1:8222/connz?limit=1024',
    );
    const conns = (JSON.parse(stdout) as { connections?: { name?: string }[] }).connections ?? [];
    if (conns.some((c) => c.name === 'gateway')) {
      return { node, clients: conns.map((c) => c.name ?? '?').sort() };
    }
  }
  return { node: 'nats-1', clients: [] };
}

async function faults(): Promise<void> {
  const questions = expectOk(
    'assessment questions',
    await call('GET', '/api/get-assessment-questions'),
  ).questions as { id: string }[];
  const therapist = await register('therapist');
  const tq = expectOk(
    'therapist questions',
    await call('GET', '/api/get-therapist-questions', {
      token: therapist.token,
    }),
  ).questions as { id: string; text: string }[];
  const writerTherapist = { ...therapist, questionId: tq[0]!.id, question: tq[0]!.text };

  const start = Date.now();
  const end = start + BEFORE_MS + OUTAGE_MS + AFTER_MS;
  const loops = Array.from({ length: WRITERS }, () =>
    writer(
      () => Date.now() >= end,
      questions.map((q) => q.id),
      writerTherapist,
    ),
  );

  await new Promise((r) => setTimeout(r, BEFORE_MS));
  const { node, clients } = await gatewayNatsNode();
  const victims = [`${project}_${node}_1`, ...services.map((s) => `${project}_${s}_2`)];
  const before = Object.values(tallies).reduce((n, t) => n + t.ok, 0);
  const stopStarted = Date.now();
  const stopTimes = await Promise.all(
    victims.map(async (c) => {
      const t = Date.now();
      await podman('stop', '-t', '10', c);
      return `${c} ${Date.now() - t} ms`;
    }),
  );
  console.log(`stopped (SIGTERM) ${stopTimes.join(', ')}; ${before} writes acknowledged before`);
  console.log(`clients that were connected to ${node}: ${clients.join(', ')}`);
  await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - stopStarted))));
  const during = Object.values(tallies).reduce((n, t) => n + t.ok, 0) - before;
  await Promise.all(victims.map((c) => podman('start', c)));
  console.log(`started them again; ${during} writes acknowledged while they were down`);
  await Promise.all(loops);
}

/** Acknowledged contact messages missing from the admin's list, and messages stored twice. */
async function verify(admin: {
  email: string;
  password: string;
}): Promise<{ lost: number; duplicated: number }> {
  const token = expectOk('admin login', await call('POST', '/api/auth/login', { body: admin }))
    .token as string;
  const listed = expectOk(
    'contact messages',
    await call('GET', '/api/admin/contact-messages?limit=500', { token }),
  ).messages as { id: string; message: string; organization?: string }[];
  const present = new Set(listed.map((m) => m.id));
  const ours = listed.filter((m) => m.organization === `smoke ${runId}`).map((m) => m.message);
  return {
    lost: contactIds.filter((id) => !present.has(id)).length,
    duplicated: ours.length - new Set(ours).size,
  };
}

/** Redis keeps its append-only file on a volume: a signed-out token stays refused after a restart. */
async function revocationSurvivesRedisRestart(): Promise<void> {
  const user = await register('client');
  expectOk('logout', await call('POST', '/api/auth/logout', { token: user.token }));
  const before = await call('GET', '/api/auth/me', { token: user.token });
  if (before.status !== 401) throw new Error(`revoked token answered ${before.status}, want 401`);
  // The append-only file is synced every second; podman restart stops Redis with SIGTERM.
  await new Promise((r) => setTimeout(r, 1500));
  const t0 = Date.now();
  await podman('restart', '-t', '10', `${project}_redis_1`);
  let after: Reply | undefined;
  for (let i = 0; i < 100; i++) {
    after = await call('GET', '/api/auth/me', { token: user.token });
    if (after.status !== 503) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (after?.status !== 401) {
    throw new Error(`after a Redis restart the revoked token answered ${after?.status}, want 401`);
  }
  console.log(
    `Redis restarted in ${Date.now() - t0} ms; the signed-out token is still refused (401)`,
  );
}

async function main(): Promise<void> {
  const env = composeEnv();
  const admin = {
    email: env.ADMIN_EMAIL ?? 'admin@rapport.local',
    password: env.ADMIN_PASSWORD ?? '',
  };
  const health = await call('GET', '/healthz');
  if (health.status !== 200) throw new Error(`/healthz ${health.status}: run make compose-up`);
  await journeys(admin);
  await revocationSurvivesRedisRestart();
  const started = Date.now();
  await faults();
  const seconds = (Date.now() - started) / 1000;
  const { lost, duplicated } = await verify(admin);
  let failed = 0;
  let retried = 0;
  for (const [op, t] of Object.entries(tallies)) {
    failed += t.failed;
    retried += t.retried;
    const why = t.errors.length ? ` — ${t.errors.join('; ')}` : '';
    console.log(`  ${op}: ${t.ok} ok, ${t.failed} failed, ${t.retried} attempts retried${why}`);
  }
  const total = Object.values(tallies).reduce((n, t) => n + t.ok + t.failed, 0);
  console.log(
    `fault run: ${total} writes in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)}/s), ` +
      `${failed} failed, ${retried} attempts retried with their Idempotency-Key; ` +
      `${contactIds.length} contact messages acknowledged, ${lost} missing, ${duplicated} stored twice`,
  );
  if (failed > 0 || lost > 0 || duplicated > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(
    `compose smoke test failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
