import WebSocket from 'ws';
import type {
  VoiceClientMessageInput,
  VoiceServerMessage,
  VoiceServerMessageType,
} from '@rapport/contracts';

type Frame = VoiceServerMessage;
type FrameOf<T extends VoiceServerMessageType> = Extract<Frame, { type: T }>;
type InitFields = Partial<Omit<Extract<VoiceClientMessageInput, { type: 'init-session' }>, 'type'>>;

/**
 * A scripted voice-socket client: what a browser does on /ws/natural-matchmaker, frame by
 * frame. Frames are read in order through a cursor, so each step sees only what came after
 * the previous one.
 */
export class VoiceClient {
  readonly frames: Frame[] = [];
  /** When each frame arrived (performance.now()). */
  readonly arrivals: number[] = [];
  private cursor = 0;
  private wake: (() => void) | undefined;
  closed: { code: number; reason: string } | undefined;

  private constructor(
    readonly ws: WebSocket,
    /** What every `init` sends unless it says otherwise (the invite token). */
    private readonly initDefaults: InitFields = {},
  ) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.arrivals.push(performance.now());
      this.wake?.();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake?.();
    });
  }

  static connect(
    url: string,
    headers: Record<string, string> = {},
    initDefaults: InitFields = {},
  ): Promise<VoiceClient> {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws/natural-matchmaker', { headers });
    const client = new VoiceClient(ws, initDefaults);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(frame: VoiceClientMessageInput | string | Buffer): void {
    this.ws.send(
      typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame),
    );
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Frames from the cursor up to and including the first one of `type`; the cursor moves past it. */
  async until<T extends VoiceServerMessageType>(type: T, timeoutMs = 15_000): Promise<Frame[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.frames.findIndex((f, i) => i >= this.cursor && f.type === type);
      if (at >= 0) {
        const out = this.frames.slice(this.cursor, at + 1);
        this.cursor = at + 1;
        return out;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = this.frames
          .slice(this.cursor)
          .map((f) => f.type)
          .join(', ');
        throw new Error(`no ${type} within ${timeoutMs} ms; got: ${seen || 'nothing'}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The next frame of `type`. */
  async next<T extends VoiceServerMessageType>(type: T, timeoutMs?: number): Promise<FrameOf<T>> {
    const frames = await this.until(type, timeoutMs);
    return frames[frames.length - 1] as FrameOf<T>;
  }

  /** init-session, then the greeting spoken: session-ready and the frames of the utterance. */
  async init(frame: InitFields = {}) {
    this.send(this.initFrame(frame));
    const ready = await this.next('session-ready');
    const spoken = await this.until('tts-audio-complete');
    return { ready, spoken };
  }

  /** The init-session frame `init` sends: the defaults (the invite token) and `frame`. */
  initFrame(frame: InitFields = {}): VoiceClientMessageInput {
    return { type: 'init-session', ...this.initDefaults, ...frame };
  }

  /** One typed turn and everything the server answers, up to the end of its speech. */
  async say(text: string) {
    this.send({ type: 'user-text', text });
    return this.answer();
  }

  /** The server's answer to a turn that was just ended. */
  async answer() {
    const frames = await this.until('tts-audio-complete');
    const analysis = frames.find(
      (f): f is FrameOf<'analysis-complete'> => f.type === 'analysis-complete',
    );
    if (!analysis)
      throw new Error(`no analysis-complete in ${frames.map((f) => f.type).join(', ')}`);
    return { frames, analysis };
  }

  /** Frames after the cursor that are already here, without waiting. */
  pending(): Frame[] {
    return this.frames.slice(this.cursor);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close(1000, 'done');
    });
  }
}

/** What a browser builds from analysis-complete frames: the Q&A and the inferred answers. */
export function inferredFrom(analyses: FrameOf<'analysis-complete'>[]) {
  const inferredQAs: Record<string, { answer: string; fullTranscript: string; reasoning: string }> =
    {};
  for (const a of analyses) {
    for (const [id, answer] of Object.entries(a.inference.inferredAnswers)) {
      inferredQAs[id] = {
        answer,
        fullTranscript: a.transcript,
        reasoning: a.inference.inferenceMapping[id] ?? '',
      };
    }
  }
  return inferredQAs;
}
