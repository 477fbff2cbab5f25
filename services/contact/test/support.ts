import { MongoClient, type Db } from 'mongodb';
import type { EventName, EventPayload } from '@rapport/contracts';
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
import { contactService } from '../src';

type Therapist = EventPayload<'event.therapist.profile-updated'>;
type ReviewStatus = EventPayload<'event.therapist.review-decided'>['status'];

export interface Account {
  id: string;
  token: string;
  email: string;
}

export const ADMIN = { email: 'admin@contact.test', password: 'admin-password-1' };

/**
 * Contact behind the real gateway with auth (the accounts) on the run's NATS, Mongo and
 * Redis; the therapist directory is published here as questionnaire would. Each spec file
 * starts its own, in a namespace of its own (testEnv), so files run side by side.
 */
export class ContactSystem {
  readonly prefix = uniqueDbPrefix('contact');
  readonly env: NodeJS.ProcessEnv;
  /** Every event of `watch`, in the order published. */
  readonly seen: { name: EventName; data: unknown }[] = [];
  gateway!: TestGateway;
  mongo!: MongoClient;
  contact: RunningService<BaseConfig> | undefined;
  private auth: RunningService<BaseConfig> | undefined;
  private bus!: Bus;
  private listener!: EventBus;
  private accounts = 0;

  constructor() {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: 'auth,contact',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: '100000',
    });
  }

  async start(): Promise<void> {
    await inParallel(
      startTestService(authService, this.env).then((s) => (this.auth = s)),
      startTestService(contactService, this.env).then((s) => (this.contact = s)),
      startTestGateway(this.env).then((g) => (this.gateway = g)),
      MongoClient.connect(this.env.MONGO_URL!).then((m) => (this.mongo = m)),
      connectTestBus(this.env, 'contact-test').then((b) => (this.bus = b)),
    );
    this.listener = new EventBus(this.bus, 'contact_test', createLogger('contact-test', 'silent'));
    await this.listener.subscribeAll(
      'session-requests',
      ['event.session-request.created', 'event.session-request.answered'],
      async (e) => void this.seen.push({ name: e.name, data: e.data }),
    );
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    await this.bus?.nc.drain();
    await this.gateway?.stop();
    await this.contact?.stop();
    await this.auth?.stop();
    await this.mongo?.close();
  }

  db(): Db {
    return this.mongo.db(`${this.prefix}contact`);
  }

  call(method: 'GET' | 'POST', path: string, opts: { body?: unknown; token?: string } = {}) {
    return http(this.gateway.url, method, path, opts);
  }

  async register(role: 'client' | 'therapist', firstName = 'Casey'): Promise<Account> {
    this.accounts += 1;
    const email = `${role}.${this.accounts}.${this.prefix}@example.org`;
    const res = await this.call('POST', '/api/auth/register', {
      body: { firstName, lastName: 'Tester', email, password: 'a-good-password', role },
    });
    if (res.status !== 200) throw new Error(`register answered ${res.status}`);
    return { id: (res.body.user as { id: string }).id, token: String(res.body.token), email };
  }

  async admin(): Promise<Account> {
    const res = await this.call('POST', '/api/auth/login', { body: ADMIN });
    if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
    return {
      id: (res.body.user as { id: string }).id,
      token: String(res.body.token),
      email: ADMIN.email,
    };
  }

  /**
   * A therapist in the directory as questionnaire announces them, with an admin's decision,
   * and waits until contact's copy has it.
   */
  async publishTherapist(account: Account, name: string, status: ReviewStatus): Promise<void> {
    const entry: Therapist = {
      therapistId: account.id,
      name,
      specialty: 'Anxiety & panic',
      experience: 8,
      style: 'Structured and practical',
      tags: ['CBT'],
      dimensions: {
        directiveness: 0.5,
        emotionalIntensity: 0,
        pastOrientation: -0.5,
        warmSupport: 0.2,
      },
    };
    await this.listener.publish('event.therapist.profile-updated', entry);
    await this.listener.publish('event.therapist.review-decided', {
      therapistId: account.id,
      status,
      decidedAt: new Date().toISOString(),
    });
    await waitUntil(
      async () =>
        (await this.db()
          .collection<{ _id: string }>('therapist_statuses')
          .countDocuments({ _id: account.id, status })) === 1,
      5000,
    );
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
