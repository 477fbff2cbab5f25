import path from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import {
  noticeVersions,
  type VoiceClientMessageInput,
  type VoiceServerMessage,
} from '@rapport/contracts';
import {
  connectBus,
  connectRedis,
  createLogger,
  request,
  signSession,
  type Bus,
  type Redis,
} from '@rapport/kit';
import { buildGateway, loadGatewayConfig } from '../gateway/src';
import type { TestServers } from '../infra/test-harness/servers';
import { repoRoot, startProcess, stopProcess } from '../infra/system/launcher';
import { systemEnv } from '../infra/system/env';

const SESSIONS = 10;
const TURNS_PER_SESSION = 10;
const TARGET_P95_MS = 50;

/** What the benchmark's client says; the stub "transcribes" audio bytes as these words. */
const turns = [
  "I've been anxious at work and my boss piles deadlines on me.",
  'I would like warm, gentle support and to set the pace myself.',
  'Practical ways to cope with what is happening now matter most to me.',
  'I prefer to keep things calm and steady rather than go deep into feelings.',
  'My partner and I argue a lot lately and I feel lonely.',
  'My confidence is low and my inner critic is loud.',
  'I lost my father last year and the grief comes in waves.',
  'I tried therapy before; homework did not work for me.',
  'I sleep badly and wake up tired most days.',
  'I feel hopeful that things can get better.',
];

/** One socket, frames awaited in order. */
class BenchClient {
  private readonly frames: { frame: VoiceServerMessage; at: number }[] = [];
  private cursor = 0;
  private wake: (() => void) | undefined;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push({
        frame: JSON.parse(String(data)) as VoiceServerMessage,
        at: performance.now(),
      });
      this.wake?.();
    });
  }

  static open(url: string, token: string): Promise<BenchClient> {
    const ws = new WebSocket(`${url}/ws/natural-matchmaker`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new BenchClient(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: VoiceClientMessageInput): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The next frame of `type` and when it arrived. */
  async next(
    type: VoiceServerMessage['type'],
    timeoutMs = 10_000,
  ): Promise<{ frame: VoiceServerMessage; at: number }> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.frames.length) {
        const entry = this.frames[this.cursor++]!;
        if (entry.frame.type === 'error')
          throw new Error(`error frame: ${JSON.stringify(entry.frame)}`);
        if (entry.frame.type === type) return entry;
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no ${type} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.ws.close(1000, 'done');
  }
}

/**
 * One user turn: a spoken one (start-listening, three 100 ms audio chunks, stop-listening) or
 * a typed one (user-text). Answers ms from sending the turn's last frame to the first
 * tts-audio-chunk of the answer, and waits for the answer to finish.
 */
async function turn(client: BenchClient, text: string, spoken: boolean): Promise<number> {
  let started: number;
  if (spoken) {
    client.send({ type: 'start-listening' });
    await client.next('listening-ready');
    const bytes = Buffer.from(text);
    const third = Math.ceil(bytes.length / 3);
    for (let i = 0; i < 3; i++) {
      client.send({
        type: 'audio-chunk',
        audio: bytes.subarray(i * third, (i + 1) * third).toString('base64'),
        mimeType: 'audio/webm;codecs=opus',
      });
    }
    started = performance.now();
    client.send({ type: 'stop-listening' });
  } else {
    started = performance.now();
    client.send({ type: 'user-text', text });
  }
  const first = await client.next('tts-audio-chunk');
  await client.next('tts-audio-complete');
  return first.at - started;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

async function run(
  url: string,
  token: string,
  spoken: boolean,
  sessions: number,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let s = 0; s < sessions; s++) {
    const client = await BenchClient.open(url, token);
    client.send({ type: 'init-session' });
    await client.next('session-ready');
    await client.next('tts-audio-complete');
    for (let t = 0; t < TURNS_PER_SESSION; t++) {
      latencies.push(await turn(client, turns[(s + t) % turns.length]!, spoken));
    }
    client.close();
  }
  return latencies;
}

function report(label: string, latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  process.stdout.write(
    `${label}: ${sorted.length} turns  p50 ${percentile(sorted, 50).toFixed(1)} ms  ` +
      `p95 ${p95.toFixed(1)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms\n`,
  );
  return p95;
}

/**
 * Issue 7: the voice pipeline with zero-latency stub speech (SPEECH_PROVIDER=stub) and the
 * offline AI engine (real NLP, no network): time from the last frame of a user turn to the
 * first tts-audio-chunk, through gateway → NATS → matchmaker (Redis state, engine, TTS) →
 * NATS → gateway → socket. The matchmaker runs as its own process; the gateway runs here,
 * beside the client, with the relay attached.
 */
export async function voiceBench(servers: TestServers): Promise<void> {
  const env = systemEnv({
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
    LOG_LEVEL: 'warn',
    MONGO_DB_PREFIX: 'bench_voice_',
    REDIS_PREFIX: 'bench_voice:',
    SPEECH_PROVIDER: 'stub',
    OPENAI_API_KEY: '',
    RATE_LIMIT_MAX: '100000000',
    // The benchmark's client sends turns back to back, far faster than a person speaks.
    VOICE_FRAMES_PER_SECOND: '100000',
    VOICE_FRAMES_PER_MINUTE: '1000000',
  });
  const logDir = path.join(repoRoot, '.data', 'bench-logs');
  const matchmaker = startProcess('matchmaker', 'services/matchmaker/src/main.ts', { env, logDir });
  // Auth keeps the consent records the gateway checks before a voice session starts.
  const auth = startProcess('auth', 'services/auth/src/main.ts', { env, logDir });
  const config = loadGatewayConfig({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
  });
  const log = createLogger('gateway', config.LOG_LEVEL);
  const bus = await connectBus(config, 'bench-voice-gateway');
  const redis: Redis = connectRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const app = await buildGateway({ config, bus, redis, log });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const url = `ws://127.0.0.1:${port}`;
    await waitForMatchmaker(bus);
    await waitForMatchmaker(bus, 'auth');
    const { token } = await signSession(
      { id: 'bench-voice-user', role: 'client', email: 'bench-voice@example.org' },
      config.JWT_SECRET,
      3600,
    );
    await redeemInvite(`http://127.0.0.1:${port}`, token, env.DEMO_INVITE_CODE ?? '');
    await giveVoiceConsent(`http://127.0.0.1:${port}`, token);
    // Warm-up: JIT, connection pools, the question bank cache.
    await run(url, token, true, 1);
    await run(url, token, false, 1);
    const spoken = await run(url, token, true, SESSIONS);
    const typed = await run(url, token, false, SESSIONS);
    const p95 = report('spoken turns (stop-listening → first tts-audio-chunk)', spoken);
    report('typed turns  (user-text → first tts-audio-chunk)', typed);
    process.stdout.write(
      `voice pipeline p95 ${p95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms): ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    await app.close();
    await bus.nc.drain();
    redis.disconnect();
    await stopProcess(matchmaker);
    await stopProcess(auth);
  }
}

/** The bench account agrees to the voice notice, as the screen asks before the first session. */
async function giveVoiceConsent(base: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api/consents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ purpose: 'voice', noticeVersion: noticeVersions.voice }),
  });
  if (!res.ok) throw new Error(`consent refused: ${res.status} ${await res.text()}`);
}

/** The voice socket needs invite access: the bench account redeems the demo code once. */
async function redeemInvite(base: string, token: string, code: string): Promise<void> {
  const res = await fetch(`${base}/api/natural-matchmaker/validate-invite`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!res.ok) throw new Error(`invite code refused: ${res.status} ${await res.text()}`);
}

async function waitForMatchmaker(
  bus: Bus,
  service: 'matchmaker' | 'auth' = 'matchmaker',
): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const env = await request(bus, bus.names.health(service), {}, { requestId: 'bench' }, 500);
    if (env.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the ${service} did not start; see .data/bench-logs/${service}.log`);
}
