import { MongoClient, type Db } from 'mongodb';
import { connect, type NatsConnection } from 'nats';
import type {
  AssessmentQuestion,
  EventPayload,
  ProcessedInput,
  Recommendation,
  TherapistCard,
} from '@rapport/contracts';
import { authService } from '@rapport/auth';
import { knowledgeCaptureService } from '@rapport/knowledge-capture';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  http,
  isolateProjections,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import {
  EVENTS_STREAM,
  EventBus,
  createLogger,
  type BaseConfig,
  type RunningService,
} from '@rapport/kit';
import { clientProfileService, type ClientProfileConfig } from '../src';

type Therapist = EventPayload<'event.therapist.profile-updated'>;
type ProfileUpdated = EventPayload<'event.client.profile-updated'>;
export interface Account {
  id: string;
  token: string;
  email: string;
}
export interface Analysis {
  success: true;
  recommendation: Recommendation | null;
  therapists: TherapistCard[];
  crisis?: { flagged: true; message: string; resources: { name: string; contact: string }[] };
}

export const admin = { email: 'admin@rapport.test', password: 'admin-password-1' };

/** The durable consumers client-profile keeps its projections with (kit EventBus naming). */
const durables = [
  'client-profile-therapist-directory',
  'client-profile-client-questions-saved',
  'client-profile-client-questions-updated',
  'client-profile-client-accounts',
];

/**
 * Client-profile behind the real gateway, with knowledge-capture (the experts' questions)
 * and auth (the clients) on the run's NATS, Mongo and Redis. The therapist directory comes
 * from `event.therapist.profile-updated`, published here as questionnaire would. One jest
 * file for every spec of the service: request subjects are shared by all workers.
 */
export class ClientProfileSystem {
  readonly prefix = uniqueDbPrefix('cp');
  readonly env: NodeJS.ProcessEnv;
  readonly profileEvents: ProfileUpdated[] = [];
  readonly contributionIds: string[] = [];
  gateway!: TestGateway;
  mongo!: MongoClient;
  service: RunningService<ClientProfileConfig> | undefined;
  private readonly others: RunningService<BaseConfig>[] = [];
  private nc!: NatsConnection;
  private bus!: EventBus;
  private contributionToken = '';

  constructor() {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: 'auth,knowledge-capture,client-profile',
      TRUST_PROXY: 'true',
      OPENAI_API_KEY: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      EXPERT_NAMES: 'Maya,Daniel',
    });
  }

  async start(): Promise<void> {
    this.others.push(await startTestService(authService, this.env));
    this.others.push(await startTestService(knowledgeCaptureService, this.env));
    this.service = await startTestService(clientProfileService, this.env);
    this.gateway = await startTestGateway(this.env);
    this.mongo = await MongoClient.connect(this.env.MONGO_URL!);
    this.nc = await connect({ servers: this.env.NATS_URL! });
    this.bus = new EventBus(this.nc, `${this.prefix}cp_test`, createLogger('cp-test', 'silent'));
    await this.bus.subscribe('profile-updated', 'event.client.profile-updated', async (e) => {
      this.profileEvents.push(e);
    });
    await this.isolate();
  }

  /**
   * Earlier spec files of the run published their own experts' questions and therapists on the
   * shared stream, and the durable consumers deliver them all. Once they are applied, they are
   * cleared from this run's projections, so every spec here sees only what it published.
   */
  private async isolate(): Promise<void> {
    await isolateProjections(this.nc, this.db(), durables, [
      'therapist_directory',
      'client_questions',
      'client_question_versions',
    ]);
  }

  async restartService(extra: Record<string, string> = {}): Promise<void> {
    await this.service?.stop();
    this.service = await startTestService(clientProfileService, { ...this.env, ...extra });
  }

  async stop(): Promise<void> {
    await this.bus?.stop();
    if (this.nc) {
      const jsm = await this.nc.jetstreamManager();
      const listener = `${this.prefix}cp_test-profile-updated`;
      await jsm.consumers.delete(EVENTS_STREAM, listener).catch(() => undefined);
      await this.nc.drain();
    }
    await this.gateway?.stop();
    await this.service?.stop();
    for (const s of this.others) await s.stop();
    await this.mongo?.close();
  }

  /** client-profile's own database. */
  db(): Db {
    return this.mongo.db(`${this.prefix}client_profile`);
  }

  call(method: 'GET' | 'POST', path: string, opts: { body?: unknown; token?: string } = {}) {
    return http(this.gateway.url, method, path, opts);
  }

  /** A new client account (or another role) with its session token. */
  async register(role: 'client' | 'therapist' = 'client', firstName = 'Casey'): Promise<Account> {
    const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const res = await this.call('POST', '/api/auth/register', {
      body: { firstName, lastName: 'Client', email, password: 'a-good-password', role },
    });
    if (res.status !== 200) throw new Error(`register answered ${res.status}`);
    const user = res.body.user as { id: string };
    return { id: user.id, token: String(res.body.token), email };
  }

  async loginAdmin(): Promise<Account> {
    const res = await this.call('POST', '/api/auth/login', { body: admin });
    if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
    const user = res.body.user as { id: string };
    return { id: user.id, token: String(res.body.token), email: admin.email };
  }

  private async expertToken(): Promise<string> {
    if (this.contributionToken) return this.contributionToken;
    const password = 'expert-password';
    const res = await this.call('POST', '/api/register-contribution-access', {
      body: { password, confirmPassword: password },
    });
    if (res.status !== 200) throw new Error(`contribution access answered ${res.status}`);
    this.contributionToken = String(res.body.token);
    return this.contributionToken;
  }

  private expertCall(path: string, body: unknown) {
    return this.expertToken().then((token) =>
      http(this.gateway.url, 'POST', path, {
        body,
        headers: { 'x-contribution-token': token },
      }),
    );
  }

  /** An expert saves a reviewed contribution, as on their knowledge-capture page. */
  async saveContribution(therapistName: string, processedInput: ProcessedInput): Promise<string> {
    const res = await this.expertCall('/api/save-processed-input', {
      therapistName,
      processedInput,
    });
    if (res.status !== 200) throw new Error(`save-processed-input answered ${res.status}`);
    return String(res.body.contributionId);
  }

  async updateContribution(
    therapistName: string,
    contributionId: string,
    contribution: ProcessedInput,
  ): Promise<void> {
    const res = await this.expertCall(
      `/api/update-contribution/${therapistName}/${contributionId}`,
      { contribution },
    );
    if (res.status !== 200) throw new Error(`update-contribution answered ${res.status}`);
  }

  async questions(): Promise<AssessmentQuestion[]> {
    const res = await this.call('GET', '/api/get-assessment-questions');
    if (res.status !== 200) throw new Error(`get-assessment-questions answered ${res.status}`);
    return res.body.questions as AssessmentQuestion[];
  }

  /** Polls the assessment until `ready` holds (the projection follows the events). */
  async questionsWhen(
    ready: (qs: AssessmentQuestion[]) => boolean,
    ms = 2000,
  ): Promise<AssessmentQuestion[]> {
    let last: AssessmentQuestion[] = [];
    await waitUntil(async () => ready((last = await this.questions())), ms);
    return last;
  }

  /** Publishes therapists as questionnaire does, and waits until the directory has them. */
  async publishTherapists(therapists: Therapist[]): Promise<void> {
    for (const t of therapists) await this.bus.publish('event.therapist.profile-updated', t);
    const ids = therapists.map((t) => t.therapistId);
    await waitUntil(
      async () =>
        (await this.db()
          .collection<{ _id: string }>('therapist_directory')
          .countDocuments({ _id: { $in: ids } })) === ids.length,
      5000,
    );
  }

  processResponse(account: Account, questionId: string, response: string, userId = account.id) {
    return this.call('POST', '/api/process-response', {
      body: { questionId, response, userId },
      token: account.token,
    });
  }

  analyze(account: Account, responses: Record<string, string>, userId = account.id) {
    return this.call('POST', '/api/analyze-responses', {
      body: { responses, userId },
      token: account.token,
    });
  }

  getProfile(account: Account, userId = account.id) {
    return this.call('GET', `/api/client-profile/${userId}`, { token: account.token });
  }

  generate(account: Account, userId = account.id) {
    return this.call('GET', `/api/generate-client-profile/${userId}`, { token: account.token });
  }
}

export async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const therapist = (t: Omit<Therapist, 'seed'>): Therapist => t;

/** Four therapists who differ the way a real directory's would (dimensions on the contract's poles). */
export const directory: Therapist[] = [
  therapist({
    therapistId: 'cp-test-ben-kaur',
    name: 'Dr. Ben Kaur',
    specialty: 'Anxiety & panic',
    experience: 9,
    style: 'Structured cognitive behavioural therapy with between-session practice',
    tags: ['CBT', 'panic', 'exposure'],
    dimensions: {
      directiveness: 0.9,
      emotionalIntensity: -0.5,
      pastOrientation: -0.8,
      warmSupport: 0.2,
    },
  }),
  therapist({
    therapistId: 'cp-test-amara-osei',
    name: 'Dr. Amara Osei',
    specialty: 'Grief & bereavement',
    experience: 18,
    style: 'Person-centred grief counselling at the client’s own pace',
    tags: ['grief', 'loss', 'person-centred'],
    dimensions: {
      directiveness: -0.7,
      emotionalIntensity: 0.5,
      pastOrientation: 0.3,
      warmSupport: 0.9,
    },
  }),
  therapist({
    therapistId: 'cp-test-dev-rao',
    name: 'Dr. Dev Rao',
    specialty: 'Couples & relationships',
    experience: 11,
    style: 'Direct, skills-focused couples work',
    tags: ['couples', 'communication', 'conflict'],
    dimensions: {
      directiveness: 0.6,
      emotionalIntensity: 0.1,
      pastOrientation: -0.5,
      warmSupport: -0.7,
    },
  }),
  therapist({
    therapistId: 'cp-test-elena-voss',
    name: 'Dr. Elena Voss',
    specialty: 'Depression & early experiences',
    experience: 22,
    style: 'Psychodynamic exploration of how the past lives on in the present',
    tags: ['depression', 'psychodynamic', 'attachment'],
    dimensions: {
      directiveness: -0.6,
      emotionalIntensity: 0.8,
      pastOrientation: 0.9,
      warmSupport: 0.4,
    },
  }),
];

/** Client questions as an expert would review and save them. */
export const expertQuestions: ProcessedInput = {
  summary: 'What clients want from therapy tells us who fits them.',
  questions: [
    {
      question: 'What brings you to therapy right now?',
      reasoning: 'The main concern points to the specialty that fits.',
      audience: 'client',
    },
    {
      question: 'How would you like your therapist to work with you in sessions?',
      reasoning: 'Some people want a plan, others want to lead.',
      audience: 'client',
    },
    {
      question: 'How do you and your partner handle disagreements?',
      reasoning: 'Conflict patterns shape the kind of support that helps.',
      audience: 'client',
    },
    {
      question: 'How do you approach the first session with a new client?',
      reasoning: 'A therapist question: never shown in the client assessment.',
      audience: 'therapist',
    },
  ],
  analysis: [
    { insight: 'Clients differ in how much structure they want.', application: 'Directiveness.' },
  ],
};

/** A client with panic attacks who wants a plan and the here and now: Dr. Ben Kaur fits best. */
export const anxiousAnswers = [
  'I started getting panic attacks on the train about a year ago and I worry about the next one all the time.',
  "I want practical techniques and homework, and I'd like the therapist to have a clear plan and take the lead.",
  'My partner is patient, but I avoid talking about my anxiety with her.',
];
