import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { noticeVersions, type EventPayload } from '@rapport/contracts';
import { authService } from '@rapport/auth';
import { uniqueDbPrefix } from '@rapport/infra';
import { repoRoot } from '@rapport/infra/system/launcher';
import {
  TEST_JWT_SECRET,
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
  connectRedis,
  createLogger,
  ensureEventStream,
  request,
  signSession,
  type BaseConfig,
  type Bus,
  type Redis,
  type RunningService,
} from '@rapport/kit';
import { ContributionProjection, questionView } from '@rapport/matching';
import { matchmakerService, type MatchmakerConfig } from '../src';
import { AccessTokenStore } from '../src/store/access-token.store';
import { VoiceClient } from './voice-client';

export interface ReplicaProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

export type Therapist = EventPayload<'event.therapist.profile-updated'>;

/**
 * The matchmaker behind the real gateway on the run's NATS, Mongo and Redis: replicas in this
 * process and, for the failover spec, as real processes. Each spec file starts its own, in a
 * namespace of its own (testEnv), so files run side by side.
 */
export class MatchmakerSystem {
  readonly prefix = uniqueDbPrefix('mm');
  readonly env: NodeJS.ProcessEnv;
  readonly finalized: EventPayload<'event.voice-session.finalized'>[] = [];
  /** Replicas running in this process. */
  replicas: RunningService<MatchmakerConfig>[] = [];
  processes: ReplicaProcess[] = [];
  gateway!: TestGateway;
  mongo!: MongoClient;
  redis!: Redis;
  bus!: Bus;
  listener!: EventBus;
  /**
   * A valid invite access token, as the invite gate would give: `call` and `socket` present it
   * unless a spec says otherwise (the invite spec checks what happens without one).
   */
  inviteToken!: string;
  /** The session token `socket` signs in with: a user who agreed to the voice notice. */
  defaultToken!: string;
  auth: RunningService<BaseConfig> | undefined;

  constructor(extra: Record<string, string> = {}) {
    this.env = testEnv(this.prefix, {
      HEALTH_SERVICES: 'matchmaker',
      // The client IP comes from X-Forwarded-For, so specs can act from several addresses.
      TRUST_PROXY: 'true',
      // Offline engine and espeak-ng unless a spec points them at the OpenAI stub.
      OPENAI_API_KEY: '',
      SPEECH_PROVIDER: 'auto',
      DEMO_INVITE_CODE: 'RAPPORT2026',
      INVITE_MAX_FAILURES: '5',
      ...extra,
    });
  }

  /** Starts the system; `replicaEnv` is added to the first replica's environment. */
  async start(replicaEnv: Record<string, string> = {}): Promise<void> {
    this.redis = connectRedis(this.env.REDIS_URL!, `${this.prefix}matchmaker:`);
    this.inviteToken = (await new AccessTokenStore(this.redis, 3600).issue(new Date())).token;
    const listen = async () => {
      this.bus = await connectTestBus(this.env, 'mm-test');
      await ensureEventStream(this.bus);
      this.listener = new EventBus(this.bus, 'listener', createLogger('mm-test', 'silent'));
      await this.listener.subscribe('finalized', 'event.voice-session.finalized', async (e) => {
        this.finalized.push(e);
      });
    };
    await inParallel(
      listen(),
      MongoClient.connect(this.env.MONGO_URL!).then((m) => (this.mongo = m)),
      this.startReplica(replicaEnv),
      // Auth keeps the consent records the gateway checks before any voice processing.
      startTestService(authService, this.env).then((s) => (this.auth = s)),
      startTestGateway(this.env).then((g) => (this.gateway = g)),
    );
    this.defaultToken = await this.token(`${this.prefix}voice-user`);
  }

  async startReplica(
    extra: Record<string, string> = {},
  ): Promise<RunningService<MatchmakerConfig>> {
    const replica = await startTestService(matchmakerService, { ...this.env, ...extra });
    this.replicas.push(replica);
    return replica;
  }

  async stopReplicas(): Promise<void> {
    const running = this.replicas;
    this.replicas = [];
    for (const r of running) await r.stop();
  }

  /**
   * A replica as its own process: node itself with the tsx loader (the tsx CLI would put a
   * parent process in between, and SIGKILL must reach the service, not its launcher).
   */
  startProcessReplica(name: string): ReplicaProcess {
    const logDir = path.join(repoRoot, '.data', 'test-logs', this.prefix);
    mkdirSync(logDir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/matchmaker/src/main.ts'], {
      cwd: repoRoot,
      env: { ...this.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const proc = { child, exited };
    this.processes.push(proc);
    return proc;
  }

  /** Waits until some replica answers on the bus. */
  async waitForReplica(timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const health = this.bus.names.health('matchmaker');
      const env = await request(this.bus, health, {}, { requestId: 'wait' }, 500);
      if (env.ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('no matchmaker replica answered');
  }

  async stop(): Promise<void> {
    await this.gateway?.stop();
    await this.auth?.stop();
    for (const p of this.processes) {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await p.exited;
    }
    await this.stopReplicas();
    await this.listener?.stop();
    await this.bus?.nc.drain();
    await this.mongo?.close();
    this.redis?.disconnect();
  }

  db(): Db {
    return this.mongo.db(`${this.prefix}matchmaker`);
  }

  /**
   * A session token of user `id`, who agreed to the voice notice (as the screen asks before the
   * first voice session) unless `consent` is false.
   */
  async token(
    id: string,
    role: 'client' | 'therapist' | 'admin' = 'client',
    opts: { consent?: boolean } = {},
  ): Promise<string> {
    const { token } = await signSession(
      { id, role, email: `${id}@example.org` },
      TEST_JWT_SECRET,
      600,
    );
    if (opts.consent !== false) {
      const res = await http(this.gateway.url, 'POST', '/api/consents', {
        body: { purpose: 'voice', noticeVersion: noticeVersions.voice },
        token,
      });
      if (res.status !== 201) throw new Error(`consent answered ${res.status}`);
    }
    return token;
  }

  /** A call through the gateway; `invite: null` leaves out the X-Invite-Token header. */
  call(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string; ip?: string; invite?: string | null } = {},
  ) {
    const invite = opts.invite === undefined ? this.inviteToken : opts.invite;
    return http(this.gateway.url, method, path, {
      body: opts.body,
      token: opts.token,
      headers: {
        'x-forwarded-for': opts.ip ?? '198.51.100.1',
        ...(invite ? { 'x-invite-token': invite } : {}),
      },
    });
  }

  /**
   * A voice socket whose `init` presents `invite` (the valid token unless told; null: none).
   * Signed in as a user who agreed to the voice notice, unless `headers` sign in otherwise
   * (`authorization` or `cookie`) or `anonymous` is set.
   */
  socket(
    headers: Record<string, string> = {},
    invite: string | null = this.inviteToken,
    opts: { anonymous?: boolean } = {},
  ): Promise<VoiceClient> {
    const signedIn = 'authorization' in headers || 'cookie' in headers || opts.anonymous;
    const all = signedIn ? headers : { authorization: `Bearer ${this.defaultToken}`, ...headers };
    return VoiceClient.connect(this.gateway.url, all, invite ? { inviteToken: invite } : {});
  }

  /** The directory and question bank the other services would publish. */
  async publishDirectory(
    therapists: Therapist[],
    status: 'approved' | 'pending' | 'rejected' = 'approved',
  ): Promise<void> {
    for (const t of therapists) {
      await this.listener.publish('event.therapist.profile-updated', t);
      // An admin's decision: only approved therapists are recommended.
      await this.listener.publish('event.therapist.review-decided', {
        therapistId: t.therapistId,
        status,
        decidedAt: new Date().toISOString(),
      });
    }
    await waitFor(async () => {
      const n = await this.db()
        .collection('therapist_directory')
        .countDocuments({ _id: { $in: therapists.map((t) => t.therapistId) }, status } as never);
      return n === therapists.length ? true : undefined;
    });
  }

  async publishClientQuestions(
    questions: { id: string; question: string; reasoning: string }[],
  ): Promise<void> {
    const contributionId = `${this.prefix}contribution`;
    await this.listener.publish('event.contribution.saved', {
      contributionId,
      therapistName: 'Maya',
      timestamp: '2026-01-05 10:00:00',
      questions: questions.map((q) => ({
        _id: q.id,
        question: q.question,
        reasoning: q.reasoning,
        audience: 'client' as const,
      })),
      analysis: [],
      deletedQuestionIds: [],
    });
    // Read through the projection the service keeps, as its handlers do.
    const projected = new ContributionProjection(this.db(), questionView('client'));
    await waitFor(async () => {
      const n = (await projected.list()).filter((q) => q.contributionId === contributionId).length;
      return n === questions.length ? true : undefined;
    });
  }
}

export async function waitFor<T>(
  find: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const dims = (
  directiveness: number,
  emotionalIntensity: number,
  pastOrientation: number,
  warmSupport: number,
) => ({
  directiveness,
  emotionalIntensity,
  pastOrientation,
  warmSupport,
});

/** Two therapists: one fits the spec's client (anxiety at work, gentle, client-led, present), one does not. */
export function directory(prefix: string): { fit: Therapist; misfit: Therapist } {
  return {
    fit: {
      therapistId: `${prefix}ada`,
      name: 'Dr. Ada Calmwater',
      specialty: 'Anxiety & work stress',
      experience: 14,
      style: 'Gentle, client-led work on what is happening now',
      tags: ['anxiety', 'burnout', 'person-centred'],
      dimensions: dims(-0.8, -0.5, -0.7, 0.9),
    },
    misfit: {
      therapistId: `${prefix}bo`,
      name: 'Dr. Bo Stern',
      specialty: 'Couples & relationships',
      experience: 6,
      style: 'Direct, structured challenge with homework',
      tags: ['couples'],
      dimensions: dims(0.9, 0.6, 0.8, -0.9),
    },
  };
}

/** What the spec's client says, turn by turn: rich answers that speak to several questions each. */
export const clientTurns = [
  "I've been really anxious at work and I get panic attacks before meetings. My boss keeps piling deadlines on me.",
  "I'd like someone warm and gentle who lets me set the pace and choose what we talk about.",
  'I want to focus on practical ways to cope with what is happening right now, not dig into my childhood.',
  'I would rather keep things calm and steady than go deep into my feelings. My confidence has taken a knock and my inner critic is loud.',
  'I have been feeling low and without motivation, and my relationship with my partner suffers because I am so stressed.',
  'I tried therapy once before and it did not work because the therapist gave me homework and pushed me.',
];
