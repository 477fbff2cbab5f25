import type { ProcessedInput } from '@rapport/contracts';
import type { SeedContext } from '@rapport/infra/system/seed';

/**
 * Demo contributions for `make seed` / `make dev`: each expert's thoughts go through the same
 * calls the knowledge-capture page makes (process, then save), so the questionnaire and the
 * client assessment get therapist and client questions, and the insights matching applies.
 */
export const thoughts: string[] = [
  'Clients who have lived through childhood trauma often need a therapist who lets them set the pace. ' +
    'I find that warm, gentle validation matters far more than clever interpretations in the first months. ' +
    'Many of them were never allowed to feel safe as children, so trust has to be earned slowly. ' +
    'Pushing them to talk about the abuse too early can retraumatise them.',
  'My anxious clients usually want practical tools for panic attacks, not years of exploring their past. ' +
    'I give homework and a clear structure from the first session. ' +
    'A bit of direct challenge helps people who avoid things because of worry. ' +
    'We focus on what is happening this week at work and how they cope with deadlines.',
  'Grieving clients often feel rushed by everyone around them after a death. ' +
    'What helps is a therapist who is patient, warm and comfortable sitting with tears and anger. ' +
    'Some want to talk about the person they lost and the history they shared; others need practical help getting through the first anniversary. ' +
    'I would ask therapists how they stay with deep feelings without steering the conversation.',
  'Couples usually arrive stuck in the same argument about the relationship. ' +
    'The therapists who help most are direct: they interrupt blame, give honest feedback and set goals both partners agree on. ' +
    'Many partners repeat patterns they learned growing up, but the work stays on how they talk to each other now. ' +
    'Depression in one partner often hides behind the conflict.',
];

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  ctx: SeedContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-contribution-token'] = token;
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { error: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed };
}

const errorOf = (r: Reply) => `${r.status} ${String(r.body.error ?? '')}`.trim();

/** A contribution token: registers the seed's password while a slot is free, else logs in with it. */
async function accessToken(ctx: SeedContext, password: string): Promise<string | null> {
  const registered = await call(ctx, 'POST', '/api/register-contribution-access', {
    password,
    confirmPassword: password,
  });
  if (registered.status === 200) return String(registered.body.token);
  const login = await call(ctx, 'POST', '/api/login-contribution-access', { password });
  if (login.status === 200) return String(login.body.token);
  ctx.log(
    `no contribution access (register: ${errorOf(registered)}; login: ${errorOf(login)}); skipped`,
  );
  return null;
}

async function hasContributions(ctx: SeedContext, experts: string[], token: string) {
  for (const expert of experts) {
    const res = await call(ctx, 'GET', `/api/get-previous-inputs/${expert}`, undefined, token);
    const list = res.body.previousInputs;
    if (Array.isArray(list) && list.length > 0) return true;
  }
  return false;
}

export async function seed(ctx: SeedContext): Promise<void> {
  const status = await call(ctx, 'GET', '/api/contribution-auth-status');
  const experts = Array.isArray(status.body.experts) ? status.body.experts.map(String) : [];
  if (status.status !== 200 || experts.length === 0) {
    ctx.log(`contribution status unavailable (${errorOf(status)}); skipped`);
    return;
  }
  const token = await accessToken(
    ctx,
    ctx.env.SEED_CONTRIBUTION_PASSWORD ?? 'rapport-demo-insights',
  );
  if (!token) return;
  if (ctx.onlyIfEmpty && (await hasContributions(ctx, experts, token))) {
    ctx.log('experts already have contributions; skipped');
    return;
  }

  let saved = 0;
  const audiences = { client: 0, therapist: 0 };
  const failures: string[] = [];
  for (const [e, expert] of experts.entries()) {
    for (const n of [0, 1]) {
      const rawInput = thoughts[(e * 2 + n) % thoughts.length] ?? '';
      const processed = await call(
        ctx,
        'POST',
        '/api/therapist-input',
        { therapistName: expert, rawInput },
        token,
      );
      if (processed.status !== 200) {
        failures.push(`${expert}: processing ${errorOf(processed)}`);
        continue;
      }
      const processedInput = processed.body.processedInput as ProcessedInput;
      const save = await call(
        ctx,
        'POST',
        '/api/save-processed-input',
        { therapistName: expert, processedInput },
        token,
      );
      if (save.status !== 200) {
        failures.push(`${expert}: saving ${errorOf(save)}`);
        continue;
      }
      saved += 1;
      for (const q of processedInput.questions) {
        if (q.audience === 'therapist') audiences.therapist += 1;
        else audiences.client += 1;
      }
    }
  }
  for (const f of failures) ctx.log(`contribution not saved: ${f}`);
  if (saved === 0 && failures.length > 0) throw new Error('no demo contribution could be saved');
  ctx.log(
    `saved ${saved} contributions for ${experts.join(' and ')} ` +
      `(${audiences.therapist} therapist and ${audiences.client} client questions)`,
  );
}
