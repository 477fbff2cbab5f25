import { MongoClient, type Db } from 'mongodb';
import type {
  Contribution,
  EventPayload,
  ProcessedInput,
  TherapistQuestion,
} from '@rapport/contracts';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  connectTestBus,
  eventsSettled,
  http,
  inParallel,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import { createLogger, EventBus, type Bus, type RunningService } from '@rapport/kit';
import { authService } from '@rapport/auth';
import { knowledgeCaptureService } from '@rapport/knowledge-capture';
import { questionnaireService, type QuestionnaireConfig } from '../src';

type ProfileUpdated = EventPayload<'event.therapist.profile-updated'>;

export interface Account {
  id: string;
  email: string;
  token: string;
  role: string;
}

export const ADMIN = { email: 'admin@questionnaire.test', password: 'admin-password-123' };

/**
 * Questionnaire behind the real gateway, with the services it lives with (auth for accounts,
 * knowledge-capture for the experts' contributions whose events feed it) on the run's NATS,
 * Mongo and Redis. Each spec file starts its own, in a namespace of its own (testEnv), so
 * files run side by side.
 */
export class QuestionnaireSystem {
  readonly prefix = uniqueDbPrefix('qn');
  readonly env: NodeJS.ProcessEnv;
  /** Every `event.therapist.profile-updated`, as client-profile and matchmaker receive them. */
  readonly profileEvents: ProfileUpdated[] = [];
  /** A contribution access token of the experts' pages. */
  contributionToken = '';
  questionnaire: RunningService<QuestionnaireConfig> | undefined;
  gateway!: TestGateway;
  mongo!: MongoClient;
  private readonly others: { stop(): Promise<void> }[] = [];
  private bus: Bus | undefined;
  private listener: EventBus | undefined;

  constructor() {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: 'auth,knowledge-capture,questionnaire',
      OPENAI_API_KEY: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The seed spec makes a few hundred calls from one address.
      RATE_LIMIT_MAX: '100000',
    });
  }

  /** Starts the system; `questionnaireEnv` is added to the questionnaire's environment. */
  async start(questionnaireEnv: Record<string, string> = {}): Promise<void> {
    await inParallel(
      startTestService(authService, this.env).then((s) => this.others.push(s)),
      startTestService(knowledgeCaptureService, this.env).then((s) => this.others.push(s)),
      this.startQuestionnaire(questionnaireEnv),
      startTestGateway(this.env).then((g) => (this.gateway = g)),
      MongoClient.connect(this.env.MONGO_URL!).then((m) => (this.mongo = m)),
      connectTestBus(this.env, 'qn-test').then((b) => (this.bus = b)),
    );
    // Stands in for client-profile and matchmaker, which keep the directory from these events.
    this.listener = new EventBus(this.bus!, 'directory', createLogger('qn-test', 'silent'));
    await this.listener.subscribe(
      'profile-updated',
      'event.therapist.profile-updated',
      async (e) => {
        this.profileEvents.push(e);
      },
    );
    const password = 'questionnaire-test-pass';
    const res = await this.call('POST', '/api/register-contribution-access', {
      body: { password, confirmPassword: password },
    });
    if (res.status !== 200) throw new Error(`contribution access: ${res.status}`);
    this.contributionToken = String(res.body.token);
  }

  /**
   * Maya's trauma contribution, as the specs that submit answers need it: once this returns,
   * the questionnaire lists its therapist questions and applies its insights.
   */
  async contributeTraumaKnowledge(): Promise<Contribution> {
    const contribution = await this.contribute(await this.process(traumaThoughts), 'Maya');
    await eventsSettled(this.bus!);
    return contribution;
  }

  async startQuestionnaire(extra: Record<string, string> = {}): Promise<void> {
    this.questionnaire = await startTestService(questionnaireService, { ...this.env, ...extra });
  }

  async stopQuestionnaire(): Promise<void> {
    await this.questionnaire?.stop();
    this.questionnaire = undefined;
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    await this.bus?.nc.drain();
    await this.gateway?.stop();
    await this.stopQuestionnaire();
    for (const s of this.others) await s.stop();
    await this.mongo?.close();
  }

  /** The questionnaire's database: the runner names it after the service. */
  db(): Db {
    return this.mongo.db(`${this.prefix}questionnaire`);
  }

  call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    opts: { body?: unknown; token?: string; contribution?: boolean } = {},
  ) {
    const headers: Record<string, string> = {};
    if (opts.contribution) headers['x-contribution-token'] = this.contributionToken;
    return http(this.gateway.url, method, path, { body: opts.body, token: opts.token, headers });
  }

  private accounts = 0;

  /** A fresh account of the role, signed in. */
  async register(role: 'therapist' | 'client', firstName = 'Robin'): Promise<Account> {
    this.accounts += 1;
    const email = `${role}.${this.accounts}.${this.prefix}@example.com`;
    const res = await this.call('POST', '/api/auth/register', {
      body: {
        firstName,
        lastName: `Tester${this.accounts}`,
        email,
        password: 'long-password-1',
        role,
      },
    });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${String(res.body.error)}`);
    const user = res.body.user as { id: string; role: string };
    return { id: user.id, email, token: String(res.body.token), role: user.role };
  }

  async admin(): Promise<Account> {
    const res = await this.call('POST', '/api/auth/login', { body: ADMIN });
    if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
    const user = res.body.user as { id: string; role: string };
    return { id: user.id, email: ADMIN.email, token: String(res.body.token), role: user.role };
  }

  async process(thoughts: string, expert = 'Maya'): Promise<ProcessedInput> {
    const res = await this.call('POST', '/api/therapist-input', {
      body: { therapistName: expert, rawInput: thoughts },
      contribution: true,
    });
    if (res.status !== 200) throw new Error(`therapist-input: ${res.status}`);
    return res.body.processedInput as ProcessedInput;
  }

  /** Saves a contribution as the expert would, and answers it as stored (with its ids). */
  async contribute(processedInput: ProcessedInput, expert = 'Maya'): Promise<Contribution> {
    const saved = await this.call('POST', '/api/save-processed-input', {
      body: { therapistName: expert, processedInput },
      contribution: true,
    });
    if (saved.status !== 200) throw new Error(`save-processed-input: ${saved.status}`);
    return this.contribution(String(saved.body.contributionId), expert);
  }

  async contribution(id: string, expert = 'Maya'): Promise<Contribution> {
    const res = await this.call('GET', `/api/get-contribution/${expert}/${id}`, {
      contribution: true,
    });
    if (res.status !== 200) throw new Error(`get-contribution: ${res.status}`);
    return res.body.contribution as Contribution;
  }

  async edit(contribution: Contribution, expert = 'Maya'): Promise<Contribution> {
    const res = await this.call('POST', `/api/update-contribution/${expert}/${contribution.id}`, {
      body: { contribution },
      contribution: true,
    });
    if (res.status !== 200) throw new Error(`update-contribution: ${res.status}`);
    return res.body.contribution as Contribution;
  }

  async questions(): Promise<TherapistQuestion[]> {
    const res = await this.call('GET', '/api/get-therapist-questions');
    if (res.status !== 200) throw new Error(`get-therapist-questions: ${res.status}`);
    return res.body.questions as TherapistQuestion[];
  }

  /** Polls the questionnaire's list until `done` holds; answers the list and how long it took. */
  async questionsWhen(
    done: (qs: TherapistQuestion[]) => boolean,
    ms = 1000,
  ): Promise<{ questions: TherapistQuestion[]; ms: number }> {
    const started = Date.now();
    for (;;) {
      const questions = await this.questions();
      if (done(questions)) return { questions, ms: Date.now() - started };
      if (Date.now() - started > ms) {
        throw new Error(`questions not as expected after ${ms} ms: ${JSON.stringify(questions)}`);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Submits the questionnaire as `who`, answering the current questions with `answers` in turn. */
  async submit(who: Account, answers: string[], extra: Record<string, unknown> = {}) {
    const questions = await this.questions();
    return this.call('POST', '/api/submit-therapist-responses', {
      token: who.token,
      body: {
        therapistName: 'Robin Tester',
        experience: 11,
        responses: questions.map((q, i) => ({
          questionId: q.id,
          question: q.text,
          answer: answers[i % answers.length],
        })),
        ...extra,
      },
    });
  }

  async profileEvent(therapistId: string, after = 0, ms = 5000): Promise<ProfileUpdated> {
    return waitFor(
      () => this.profileEvents.slice(after).find((e) => e.therapistId === therapistId),
      ms,
    );
  }
}

export async function waitFor<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Therapist-audience questions of a contribution, as the questionnaire should list them. */
export function therapistQuestionsOf(c: Contribution, expert = 'Maya'): TherapistQuestion[] {
  return c.questions
    .filter((q) => q.audience === 'therapist')
    .map((q) => ({
      id: q._id,
      text: q.question,
      reasoning: q.reasoning,
      source: { therapist: expert },
    }));
}

export const traumaThoughts =
  'Clients who have lived through childhood trauma often need a therapist who lets them set the pace. ' +
  'I find that warm, gentle validation matters far more than clever interpretations in the first months. ' +
  'Many of them were never allowed to feel safe as children, so trust has to be earned slowly. ' +
  'Pushing them to talk about the abuse too early can retraumatise them.';

export const anxietyThoughts =
  'My anxious clients usually want practical tools for panic attacks, not years of exploring their past. ' +
  'I give homework and a clear structure from the first session. ' +
  'A bit of direct challenge helps people who avoid things because of worry. ' +
  'We focus on what is happening this week at work and how they cope with deadlines.';

/** A trauma therapist's answers: warm, client-led, past-oriented. */
export const traumaAnswers = [
  'Most of my clients survived childhood abuse and neglect, and many live with flashbacks.',
  'They set the pace and I never push anyone to talk about the trauma before they feel safe.',
  'Warmth and patience come first; I validate what they feel and trust grows slowly.',
  'We often look at how their early family life and attachment shaped them.',
];
