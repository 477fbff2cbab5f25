import { MongoClient, type Db } from 'mongodb';
import { connect, type NatsConnection } from 'nats';
import { Redis } from 'ioredis';
import type { EventPayload, ProcessedInput } from '@rapport/contracts';
import { uniqueDbPrefix } from '@rapport/infra';
import {
  http,
  startTestGateway,
  startTestService,
  testEnv,
  type TestGateway,
} from '@rapport/infra/test-harness/system';
import { createLogger, EventBus, type RunningService } from '@rapport/kit';
import { knowledgeCaptureService, type KnowledgeCaptureConfig } from '../src';

/** Four people race for the three registration slots. */
export const passwords = ['first-pass', 'second-pass', 'third-pass', 'fourth-pass'];

/**
 * Knowledge-capture behind the real gateway on the run's NATS, Mongo and Redis, plus what the
 * specs inspect: the database, Redis, and the events other services would consume. Every spec
 * of the service runs in one jest file: request subjects are shared by all workers, so a second
 * file with its own replica would answer some of this file's requests from another database.
 */
export class KnowledgeCaptureSystem {
  readonly prefix = uniqueDbPrefix('kc');
  readonly env: NodeJS.ProcessEnv;
  readonly saved: EventPayload<'event.contribution.saved'>[] = [];
  readonly updated: EventPayload<'event.contribution.updated'>[] = [];
  /** The access token the specs call with, set by the registration spec. */
  token = '';
  service: RunningService<KnowledgeCaptureConfig> | undefined;
  gateway!: TestGateway;
  mongo!: MongoClient;
  redis!: Redis;
  private nc!: NatsConnection;
  private bus!: EventBus;

  constructor() {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: 'knowledge-capture',
      // The client IP comes from X-Forwarded-For, so specs can act from several addresses.
      TRUST_PROXY: 'true',
      // The offline engine unless a spec points the openai provider at its stub.
      OPENAI_API_KEY: '',
    });
  }

  async start(): Promise<void> {
    this.service = await startTestService(knowledgeCaptureService, this.env);
    this.gateway = await startTestGateway(this.env);
    this.mongo = await MongoClient.connect(this.env.MONGO_URL!);
    this.redis = new Redis(this.env.REDIS_URL!);
    this.nc = await connect({ servers: this.env.NATS_URL! });
    // Stands in for the questionnaire and client-profile services, which consume these events.
    this.bus = new EventBus(this.nc, `${this.prefix}listener`, createLogger('kc-test', 'silent'));
    await this.bus.subscribe(
      'saved',
      'event.contribution.saved',
      async (e) => void this.saved.push(e),
    );
    await this.bus.subscribe(
      'updated',
      'event.contribution.updated',
      async (e) => void this.updated.push(e),
    );
  }

  /** Replaces the running replica with one started with other settings (same data). */
  async restartService(extra: Record<string, string> = {}): Promise<void> {
    await this.service?.stop();
    this.service = await startTestService(knowledgeCaptureService, { ...this.env, ...extra });
  }

  async stop(): Promise<void> {
    await this.bus?.stop();
    await this.nc?.drain();
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
