import { MongoClient, type Db } from 'mongodb';
import { Redis } from 'ioredis';
import type { EventPayload, ProcessedInput } from '@rapport/contracts';
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
import { createLogger, EventBus, type Bus, type RunningService } from '@rapport/kit';
import { knowledgeCaptureService, type KnowledgeCaptureConfig } from '../src';

/** Four people race for the three registration slots. */
export const passwords = ['first-pass', 'second-pass', 'third-pass', 'fourth-pass'];

/**
 * Knowledge-capture behind the real gateway on the run's NATS, Mongo and Redis, plus what the
 * specs inspect: the database, Redis, and the events other services would consume. Each spec
 * file starts its own, in a namespace of its own (testEnv), so files run side by side.
 */
export class KnowledgeCaptureSystem {
  readonly prefix = uniqueDbPrefix('kc');
  readonly env: NodeJS.ProcessEnv;
  readonly saved: EventPayload<'event.contribution.saved'>[] = [];
  readonly updated: EventPayload<'event.contribution.updated'>[] = [];
  /** The access token the specs call with, set by the registration spec or `signIn`. */
  token = '';
  service: RunningService<KnowledgeCaptureConfig> | undefined;
  gateway!: TestGateway;
  mongo!: MongoClient;
  redis!: Redis;
  private bus: Bus | undefined;
  private listener: EventBus | undefined;

  constructor() {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: 'knowledge-capture',
      // The client IP comes from X-Forwarded-For, so specs can act from several addresses.
      TRUST_PROXY: 'true',
      // The offline engine unless a spec points the openai provider at its stub.
      OPENAI_API_KEY: '',
    });
  }

  /** Starts the system; `serviceEnv` is added to the service's environment. */
  async start(serviceEnv: Record<string, string> = {}): Promise<void> {
    this.redis = new Redis(this.env.REDIS_URL!);
    await inParallel(
      startTestService(knowledgeCaptureService, { ...this.env, ...serviceEnv }).then(
        (s) => (this.service = s),
      ),
      startTestGateway(this.env).then((g) => (this.gateway = g)),
      MongoClient.connect(this.env.MONGO_URL!).then((m) => (this.mongo = m)),
      connectTestBus(this.env, 'kc-test').then((b) => (this.bus = b)),
    );
    // Stands in for the questionnaire and client-profile services, which consume these events.
    const listener = new EventBus(this.bus!, 'listener', createLogger('kc-test', 'silent'));
    this.listener = listener;
    await listener.subscribe('saved', 'event.contribution.saved', async (e) => {
      this.saved.push(e);
    });
    await listener.subscribe('updated', 'event.contribution.updated', async (e) => {
      this.updated.push(e);
    });
  }

  /** Registers the first contribution password and calls with its token from then on. */
  async signIn(): Promise<void> {
    const password = passwords[0]!;
    const res = await this.call('POST', '/api/register-contribution-access', {
      body: { password, confirmPassword: password },
    });
    if (res.status !== 200) throw new Error(`register-contribution-access answered ${res.status}`);
    this.token = String(res.body.token);
  }

  /** Replaces the running replica with one started with other settings (same data). */
  async restartService(extra: Record<string, string> = {}): Promise<void> {
    await this.service?.stop();
    this.service = await startTestService(knowledgeCaptureService, { ...this.env, ...extra });
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
    await this.bus?.nc.drain();
    await this.gateway?.stop();
    await this.service?.stop();
    await this.mongo?.close();
    this.redis?.disconnect();
  }

  /** The service's database: the runner names it after the service, with '-' made '_'. */
  db(): Db {
    return this.mongo.db(`${this.prefix}knowledge_capture`);
  }

  call(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string; ip?: string } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '198.51.100.1' };
    if (opts.token !== undefined) headers['x-contribution-token'] = opts.token;
    return http(this.gateway.url, method, path, { body: opts.body, headers });
  }

  post(path: string, body: unknown) {
    return this.call('POST', path, { body, token: this.token });
  }

  async processThoughts(thoughts: string, therapistName = 'maya'): Promise<ProcessedInput> {
    const res = await this.post('/api/therapist-input', { therapistName, rawInput: thoughts });
    if (res.status !== 200)
      throw new Error(`therapist-input answered ${res.status}: ${String(res.body.error)}`);
    return res.body.processedInput as ProcessedInput;
  }

  /** A fresh token from whichever registered password works (which 3 of 4 won the race varies). */
  async loginAny(ip: string): Promise<string> {
    for (const password of passwords) {
      const res = await this.call('POST', '/api/login-contribution-access', {
        body: { password },
        ip,
      });
      if (res.status === 200) return String(res.body.token);
    }
    throw new Error('no registered password logs in');
  }
}

export const traumaThoughts =
  'Clients who have lived through childhood trauma often need a therapist who lets them set the pace. ' +
  'I find that warm, gentle validation matters far more than clever interpretations in the first months. ' +
  'Many of them were never allowed to feel safe as children, so trust has to be earned slowly. ' +
  'Pushing them to talk about the abuse too early can retraumatise them.';

export const anxietyThoughts =
  'My anxious clients usually want practical tools for panic attacks, not years of exploring their past. ' +
  'I give homework and a clear structure from the first session. ' +
  'Honestly, I think a bit of direct challenge helps people who avoid things because of worry. ' +
  'We focus on what is happening this week at work and how they cope with deadlines.';

export async function waitFor<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
