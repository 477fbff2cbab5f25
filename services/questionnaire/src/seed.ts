import type { TherapistQuestion } from '@rapport/contracts';
import type { SeedContext } from '@rapport/infra/system/seed';
import { demoTherapists, topicCues, type AnswerTopic, type DemoTherapist } from './seed-data';

/**
 * The demo therapist directory, created through the same calls a real therapist's browser
 * makes: register, answer the experts' questions, submit, fill in the profile, store the
 * answers. Each profile publishes `event.therapist.profile-updated`, which fills the
 * directory copies of client-profile, matchmaker and contact. A new profile is pending; the
 * seed then approves the demo therapists as the admin would (ADMIN_EMAIL/ADMIN_PASSWORD),
 * through the admin API, so clients are recommended them.
 */

const QUESTIONS_WAIT_MS = 20_000;
/** The list counts as complete once it has not changed for this long. */
const QUESTIONS_SETTLE_MS = 1_500;
const topicOrder: AnswerTopic[] = ['focus', 'lead', 'feelings', 'time', 'support', 'clients'];

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  ctx: SeedContext,
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; token?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { error: text.slice(0, 200) };
  }
  return { status: res.status, body };
}

class SeedCallError extends Error {
  constructor(what: string, reply: Reply) {
    super(`${what}: ${reply.status} ${String(reply.body.error ?? '')}`.trim());
  }
}

/** The questionnaire's DEMO_THERAPIST_EMAIL_DOMAIN default: the seed's accounts live there. */
const DEMO_DOMAIN = 'therapists.rapport.app';

export const demoEmail = (t: Pick<DemoTherapist, 'firstName' | 'lastName'>) =>
  `demo.${t.firstName}.${t.lastName}@${DEMO_DOMAIN}`.toLowerCase();

interface Session {
  userId: string;
  token: string;
}

/** Signs the demo therapist in, registering the account first when it does not exist. */
async function signIn(ctx: SeedContext, t: DemoTherapist, password: string): Promise<Session> {
  const email = demoEmail(t);
  const registered = await call(ctx, 'POST', '/api/auth/register', {
    body: { firstName: t.firstName, lastName: t.lastName, email, password, role: 'therapist' },
  });
  const reply =
    registered.status === 409
      ? await call(ctx, 'POST', '/api/auth/login', { body: { email, password } })
      : registered;
  if (reply.status !== 200) throw new SeedCallError(`sign-in of ${email}`, reply);
  const user = reply.body.user as { id: string; role: string };
  if (user.role !== 'therapist') throw new Error(`${email} exists but is not a therapist`);
  return { userId: user.id, token: String(reply.body.token) };
}

/**
 * The experts' questions once the list has settled: the projection fills from the events of
 * the contributions just seeded, so it grows for a moment before it is complete.
 */
async function waitForQuestions(ctx: SeedContext): Promise<TherapistQuestion[]> {
  const deadline = Date.now() + QUESTIONS_WAIT_MS;
  let questions: TherapistQuestion[] = [];
  let changedAt = Date.now();
  for (;;) {
    const res = await call(ctx, 'GET', '/api/get-therapist-questions');
    const latest = (res.body.questions ?? []) as TherapistQuestion[];
    if (latest.length !== questions.length) changedAt = Date.now();
    questions = latest;
    const settled = questions.length > 0 && Date.now() - changedAt >= QUESTIONS_SETTLE_MS;
    if (settled || Date.now() > deadline) return questions;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One hand-written answer per question, chosen by what the question asks about; a topic
 * already used gives way to one not used yet, so the answers vary as much as they can.
 */
export function answersFor(t: DemoTherapist, questions: readonly TherapistQuestion[]) {
  const used = new Set<AnswerTopic>();
  return questions.map((q) => {
    const asked = topicCues.find(([, cue]) => cue.test(q.text))?.[0] ?? 'focus';
    const topic = !used.has(asked) ? asked : (topicOrder.find((o) => !used.has(o)) ?? asked);
    used.add(topic);
    return { questionId: q.id, question: q.text, answer: t.answers[topic] };
  });
}

async function createTherapist(
  ctx: SeedContext,
  t: DemoTherapist,
  password: string,
  questions: readonly TherapistQuestion[],
): Promise<string> {
  const { userId, token } = await signIn(ctx, t, password);
  const responses = answersFor(t, questions);
  const submitted = await call(ctx, 'POST', '/api/submit-therapist-responses', {
    token,
    body: {
      therapistName: `${t.firstName} ${t.lastName}`,
      age: t.age,
      experience: t.experience,
      responses,
    },
  });
  if (submitted.status !== 200) throw new SeedCallError('submit', submitted);
  const profile = await call(ctx, 'POST', `/api/therapist-profile/${userId}`, {
    token,
    body: {
      firstName: t.firstName,
      lastName: t.lastName,
      email: demoEmail(t),
      experience: t.experience,
      specialty: t.specialty,
      bio: t.bio,
    },
  });
  if (profile.status !== 200) throw new SeedCallError('profile', profile);
  const stored = await call(ctx, 'GET', `/api/therapist-responses/${userId}`, { token });
  const already = new Map(
    ((stored.body.responses ?? []) as { id: string; questionId: string }[]).map((r) => [
      r.questionId,
      r.id,
    ]),
  );
  for (const r of responses) {
    // A second seed run replaces the answers instead of storing them twice.
    const responseId = already.get(r.questionId);
    const saved = await call(ctx, 'POST', '/api/save-therapist-response', {
      token,
      body: { userId, ...r, ...(responseId ? { responseId } : {}) },
    });
    if (saved.status !== 200) throw new SeedCallError('save response', saved);
  }
  const therapist = submitted.body.therapist as { style: string };
  return `${t.firstName} ${t.lastName} (${t.specialty}; ${therapist.style})`;
}

async function alreadySeeded(ctx: SeedContext, password: string): Promise<boolean> {
  const first = demoTherapists[0];
  if (!first) return true;
  const login = await call(ctx, 'POST', '/api/auth/login', {
    body: { email: demoEmail(first), password },
  });
  if (login.status !== 200) return false;
  const userId = (login.body.user as { id: string }).id;
  const token = String(login.body.token);
  const profile = await call(ctx, 'GET', `/api/therapist-profile/${userId}`, { token });
  return profile.status === 200;
}

/**
 * Approves every pending demo therapist (email at the demo domain) as the configured admin.
 * Also on a database seeded before reviews existed, where the demo therapists are pending.
 */
export async function approveDemoTherapists(ctx: SeedContext): Promise<void> {
  const email = ctx.env.ADMIN_EMAIL?.trim();
  const password = ctx.env.ADMIN_PASSWORD?.trim();
  if (!email || !password) {
    ctx.log('ADMIN_EMAIL/ADMIN_PASSWORD not set: demo therapists stay pending (not recommended)');
    return;
  }
  const login = await call(ctx, 'POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new SeedCallError('admin login', login);
  const token = String(login.body.token);
  const pending = await call(ctx, 'GET', '/api/admin/therapists?status=pending', { token });
  if (pending.status !== 200) throw new SeedCallError('pending therapists', pending);
  const domain = `@${(ctx.env.DEMO_THERAPIST_EMAIL_DOMAIN ?? DEMO_DOMAIN).trim().toLowerCase()}`;
  const demo = ((pending.body.therapists ?? []) as { userId: string; email: string }[]).filter(
    (t) => t.email.toLowerCase().endsWith(domain),
  );
  for (const t of demo) {
    const approved = await call(ctx, 'POST', `/api/admin/therapists/${t.userId}/approve`, {
      token,
    });
    if (approved.status !== 200) throw new SeedCallError(`approve ${t.email}`, approved);
  }
  ctx.log(
    demo.length > 0
      ? `approved ${demo.length} demo therapist${demo.length === 1 ? '' : 's'} as ${email}`
      : 'demo therapists already approved',
  );
}

export async function seed(ctx: SeedContext): Promise<void> {
  const password = ctx.env.SEED_THERAPIST_PASSWORD ?? 'demo-therapist-2026';
  if (ctx.onlyIfEmpty && (await alreadySeeded(ctx, password))) {
    ctx.log('demo therapists already have profiles');
    await approveDemoTherapists(ctx);
    return;
  }
  const questions = await waitForQuestions(ctx);
  if (questions.length === 0) {
    ctx.log(`no therapist questions after ${QUESTIONS_WAIT_MS / 1000} s; demo therapists skipped`);
    return;
  }
  const created: string[] = [];
  const failed: string[] = [];
  for (const t of demoTherapists) {
    try {
      created.push(await createTherapist(ctx, t, password, questions));
    } catch (err) {
      failed.push(
        `${t.firstName} ${t.lastName}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  for (const f of failed) ctx.log(`demo therapist not created: ${f}`);
  if (created.length === 0 && failed.length > 0)
    throw new Error('no demo therapist could be created');
  ctx.log(
    `${created.length} demo therapists answered ${questions.length} questions: ${created.join(', ')}`,
  );
  await approveDemoTherapists(ctx);
}
