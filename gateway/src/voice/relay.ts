import { randomUUID } from 'node:crypto';
import type { Subscription } from 'nats';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import {
  type Caller,
  inviteRequired,
  type VoiceClientMessage,
  type VoiceServerMessage,
  voiceRelay,
  type RelayFrame,
  type RelayReply,
} from '@rapport/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { request as busRequest, type Bus } from '@rapport/kit';
import { checkConsent } from '../consent';
import { authenticate } from '../session';
import { errorFrame, parseClientFrame } from './frames';
import { admitShared, type SharedTtsBudget, type SocketBudget } from './flood-limits';

/** What the relay needs from the gateway: its bus and Redis connections and two settings. */
export interface VoiceRelayDeps {
  bus: Bus;
  redis: Redis;
  jwtSecret: string;
  /** A plain call's deadline; turns (speech-to-text, AI, TTS) get `turnTimeoutFactor` times it. */
  rpcTimeoutMs: number;
}

/** Frames waiting behind a slow one; past this the client is flooding and frames are refused. */
const MAX_QUEUED = 50;

/** Frames answered quickly; every other frame is a turn (or starts one) and may take longer. */
const quick = new Set<RelayFrame['type']>(['audio-chunk', 'start-listening', 'session-closed']);

const OPEN = 1;

/** Frames that run a turn on what the user said: each needs an active voice consent. */
const turns = new Set<RelayFrame['type']>(['user-text', 'stop-listening']);

/**
 * One socket's relay to the matchmaker (DESIGN §7). Frames are forwarded one at a time, in
 * the order they came, as requests any matchmaker replica may answer; the reply's frames go
 * to the socket at once, and everything the session publishes on its out subject is written
 * to the socket as it arrives.
 */
export class VoiceRelay {
  private sessionId: string | undefined;
  private out: Subscription | undefined;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: VoiceRelayDeps,
    private caller: Caller | undefined,
    private readonly meta: { ip: string; budget?: SocketBudget; shared?: SharedTtsBudget },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A frame from the browser. */
  receive(data: Parameters<typeof parseClientFrame>[0], isBinary: boolean): void {
    const parsed = parseClientFrame(data, isBinary);
    if (!parsed.ok) {
      this.send(parsed.error);
      return;
    }
    const refused = this.meta.budget?.admit(parsed.frame);
    if (refused) {
      this.send(refused);
      return;
    }
    if (this.queued >= MAX_QUEUED) {
      this.send(errorFrame('too_many_frames', 'Too many messages at once. Please slow down.'));
      return;
    }
    const frame = parsed.frame;
    this.enqueue(async () => {
      // What the address may ask across every gateway replica (Redis), checked in frame order.
      const over = await admitShared(this.meta.shared, this.meta.ip, frame);
      if (over) this.send(over);
      else await this.forward(frame);
    });
  }

  /** The socket closed: stop listening and let the matchmaker save and clean up. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const sessionId = this.sessionId;
    this.detach();
    if (sessionId) {
      void this.request({ type: 'session-closed' }, sessionId).catch(() => undefined);
    }
  }

  private enqueue(work: () => Promise<void>): void {
    this.queued += 1;
    this.queue = this.queue
      .then(work)
      .catch((err: unknown) => {
        this.log.error({ err }, 'voice relay failed');
        this.send(errorFrame('relay_failed', 'The voice session hit a problem. Please try again.'));
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  private async forward(frame: VoiceClientMessage): Promise<void> {
    if (this.closed) return;
    if (frame.type === 'init-session') {
      await this.init(frame);
      return;
    }
    if (!this.sessionId) {
      this.send(errorFrame('no_session', 'Start a session first: send init-session.'));
      return;
    }
    // A turn processes what the user said: consent withdrawn meanwhile stops it too.
    if (turns.has(frame.type) && !(await this.consented())) return;
    this.deliver(await this.request(frame, this.sessionId));
  }

  /**
   * Browsers cannot set headers on a socket, so the screen sends its token in init-session
   * (as `token`, or as `userId` per the spec). A valid one signs the socket in; the token
   * itself is not passed on, only the caller it proves.
   */
  private async init(frame: Extract<VoiceClientMessage, { type: 'init-session' }>): Promise<void> {
    const { token, userId, inviteToken, ...rest } = frame;
    const presented = token ?? userId;
    if (presented) {
      const caller = await authenticate(presented, this.deps.jwtSecret, this.deps.redis);
      if (caller) this.caller = caller;
    }
    // Nothing of a voice session is made before its user consented (checked like REST calls).
    // Refused, the socket stays open: the screen shows the notice and sends init-session again.
    if (!(await this.consented())) return;
    // The invite token travels like X-Invite-Token on REST; the matchmaker decides.
    const env = await this.call(rest, undefined, inviteToken);
    if (!env.ok && env.error.code === inviteRequired.code) {
      // No invite access: nothing of a session exists, and the socket is of no further use.
      this.send(errorFrame(env.error.code, env.error.message));
      this.socket.close(1008, env.error.message);
      return;
    }
    const reply = this.unwrap(env);
    if (!reply || this.closed) return;
    // Listen before the greeting is spoken, so none of its audio is missed.
    await this.attach(reply.sessionId);
    this.deliver(reply);
    this.deliver(await this.request({ type: 'session-attached' }, reply.sessionId));
  }

  /** Whether the caller has an active voice consent; if not, says so in an error frame. */
  private async consented(): Promise<boolean> {
    const consent = await checkConsent(
      this.deps.bus,
      'voice',
      this.caller?.id,
      { caller: this.caller },
      this.deps.rpcTimeoutMs,
    );
    if (!consent.ok) this.send(errorFrame(consent.code, consent.message));
    return consent.ok;
  }

  private async attach(sessionId: string): Promise<void> {
    if (this.sessionId === sessionId && this.out) return;
    const previous = this.sessionId;
    this.detach();
    if (previous) void this.request({ type: 'session-closed' }, previous).catch(() => undefined);
    this.sessionId = sessionId;
    this.out = this.deps.bus.nc.subscribe(this.deps.bus.names.voiceOut(sessionId), {
      callback: (err, msg) => {
        // The matchmaker's frames are typed against the contract where they are built; the
        // relay passes their bytes on unchanged, as text frames.
        if (!err && this.socket.readyState === OPEN) this.socket.send(msg.data, { binary: false });
      },
    });
    await this.deps.bus.nc.flush();
  }

  private detach(): void {
    this.out?.unsubscribe();
    this.out = undefined;
    this.sessionId = undefined;
  }

  private deliver(reply: RelayReply | null): void {
    for (const frame of reply?.frames ?? []) this.send(frame);
  }

  /** One frame to the matchmaker; an error envelope becomes an error frame with its message. */
  private async request(frame: RelayFrame, sessionId?: string): Promise<RelayReply | null> {
    return this.unwrap(await this.call(frame, sessionId));
  }

  private call(frame: RelayFrame, sessionId?: string, inviteToken?: string) {
    const timeout = quick.has(frame.type)
      ? this.deps.rpcTimeoutMs
      : this.deps.rpcTimeoutMs * voiceRelay.turnTimeoutFactor;
    return busRequest(
      this.deps.bus,
      this.deps.bus.names.voiceFrame,
      sessionId ? { sessionId, frame } : { frame },
      { requestId: randomUUID(), caller: this.caller, ip: this.meta.ip, inviteToken },
      timeout,
    );
  }

  private unwrap(env: Awaited<ReturnType<VoiceRelay['call']>>): RelayReply | null {
    if (env.ok) return env.data as RelayReply;
    this.send(errorFrame(env.error.code, env.error.message));
    return null;
  }

  private send(frame: VoiceServerMessage): void {
    if (this.socket.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }
}
