import { MongoClient, type Db } from 'mongodb';
import {
  noticeVersions,
  type AssessmentQuestion,
  type EventPayload,
  type ProcessedInput,
  type Recommendation,
  type TherapistCard,
} from '@rapport/contracts';
import { authService } from '@rapport/auth';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  connectTestBus,
  http,
  inParallel,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import {
  EventBus,
  createLogger,
  type BaseConfig,
  type Bus,
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

/**
 * Client-profile behind the real gateway, with auth (the clients) and, when `experts` is set,
 * knowledge-capture (the experts' questions) on the run's NATS, Mongo and Redis. Without it
 * the experts' questions are published here as knowledge-capture would, like the therapist
 * directory (`event.therapist.profile-updated`) as questionnaire would. Each spec file starts
 * its own, in a namespace of its own (testEnv), so files run side by side.
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
  private bus: Bus | undefined;
  private listener!: EventBus;
  private contributionToken = '';

  constructor(private readonly opts: { experts?: boolean } = {}) {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: opts.experts
        ? 'auth,knowledge-capture,client-profile'
        : 'auth,client-profile',
      TRUST_PROXY: 'true',
      OPENAI_API_KEY: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      EXPERT_NAMES: 'Maya,Daniel',
    });
  }

  /** Starts the system; `serviceEnv` is added to client-profile's environment. */
  async start(serviceEnv: Record<string, string> = {}): Promise<void> {
    const experts = async () => {
      if (!this.opts.experts) return;
      // Loaded only here: most specs publish the experts' questions themselves.
      const { knowledgeCaptureService } = await import('@rapport/knowledge-capture');
      this.others.push(await startTestService(knowledgeCaptureService, this.env));
    };
    await inParallel(
      startTestService(authService, this.env).then((s) => this.others.push(s)),
      experts(),
      startTestService(clientProfileService, { ...this.env, ...serviceEnv }).then(
        (s) => (this.service = s),
      ),
      startTestGateway(this.env).then((g) => (this.gateway = g)),
      MongoClient.connect(this.env.MONGO_URL!).then((m) => (this.mongo = m)),
      connectTestBus(this.env, 'cp-test').then((b) => (this.bus = b)),
    );
    this.listener = new EventBus(this.bus!, 'cp_test', createLogger('cp-test', 'silent'));
    await this.listener.subscribe('profile-updated', 'event.client.profile-updated', async (e) => {
      this.profileEvents.push(e);
    });
  }

  /**
   * What an assessment needs: an expert's client questions (`expertQuestions`, published as
   * knowledge-capture does when Maya saves them) listed, and the four therapists of
   * `directory` in client-profile's directory.
   */
  async prepareAssessment(): Promise<void> {
    const contributionId = `${this.prefix}contribution`;
    await this.listener.publish('event.contribution.saved', {
      contributionId,
      therapistName: 'Maya',
      timestamp: '2026-01-05 10:00:00',
      questions: expertQuestions.questions.map((q, i) => ({
        _id: `${contributionId}-q${i}`,
        question: q.question,
        reasoning: q.reasoning,
        audience: q.audience === 'therapist' ? 'therapist' : 'client',
      })),
      analysis: expertQuestions.analysis.map((a, i) => ({ _id: `${contributionId}-i${i}`, ...a })),
      deletedQuestionIds: [],
    });
    this.contributionIds.push(contributionId);
    await this.questionsWhen((qs) => qs.length >= 3);
    await this.publishTherapists(directory);
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    await this.bus?.nc.drain();
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

  /**
   * A new client account (or another role) with its session token. A client agrees to the
   * assessment notice, as the screen asks before the first answer, unless `consent` is false.
   */
  async register(
    role: 'client' | 'therapist' = 'client',
    firstName = 'Casey',
    opts: { consent?: boolean } = {},
  ): Promise<Account> {
    const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const res = await this.call('POST', '/api/auth/register', {
      body: { firstName, lastName: 'Client', email, password: 'a-good-password', role },
    });
    if (res.status !== 200) throw new Error(`register answered ${res.status}`);
    const user = res.body.user as { id: string };
    const account = { id: user.id, token: String(res.body.token), email };
    if (role === 'client' && opts.consent !== false) await this.consent(account);
    return account;
  }

  /** Agrees to the current assessment notice (POST /api/consents). */
  async consent(account: Account): Promise<void> {
    const res = await http(this.gateway.url, 'POST', '/api/consents', {
      body: { purpose: 'assessment', noticeVersion: noticeVersions.assessment },
      token: account.token,
    });
    if (res.status !== 201) throw new Error(`consent answered ${res.status}`);
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

  /**
   * Publishes therapists as questionnaire does, approved by an admin (only approved ones are
   * recommended; `status` says otherwise), and waits until the directory has them.
   */
  async publishTherapists(
    therapists: Therapist[],
    status: 'approved' | 'pending' | 'rejected' = 'approved',
  ): Promise<void> {
    for (const t of therapists) {
      await this.listener.publish('event.therapist.profile-updated', t);
      await this.listener.publish('event.therapist.review-decided', {
        therapistId: t.therapistId,
        status,
        decidedAt: new Date().toISOString(),
      });
    }
    const ids = therapists.map((t) => t.therapistId);
    await waitUntil(
      async () =>
        (await this.db()
          .collection<{ _id: string }>('therapist_directory')
          .countDocuments({ _id: { $in: ids }, status })) === ids.length,
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
