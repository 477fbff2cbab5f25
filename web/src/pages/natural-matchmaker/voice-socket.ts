/**
 * The voice socket client (spec §7 "Real-time voice socket", DESIGN §7): one JSON object
 * `{ type, ...fields }` per frame in both directions. Frames the screen does not know are
 * ignored rather than trusted.
 */
import type {
  VoiceClientMessageInput,
  VoiceServerMessage,
  VoiceServerMessageType,
} from '@rapport/contracts';
import { socketPath } from './messages';

export function socketUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${socketPath}`;
}

const serverTypes: ReadonlySet<string> = new Set<VoiceServerMessageType>([
  'session-ready',
  'listening-ready',
  'transcript',
  'analysis-complete',
  'tts-audio-start',
  'tts-audio-chunk',
  'tts-audio-complete',
  'session-complete',
  'crisis',
  'error',
]);

/** Fields a frame must carry before the screen acts on it. */
const required: Partial<Record<VoiceServerMessageType, Record<string, string>>> = {
  'session-ready': { sessionId: 'string', greeting: 'string' },
  transcript: { role: 'string', text: 'string', final: 'boolean' },
  'analysis-complete': { transcript: 'string', inference: 'object', inferredCount: 'number' },
  'tts-audio-start': { text: 'string', mimeType: 'string' },
  'tts-audio-chunk': { audio: 'string' },
  'session-complete': { message: 'string' },
  crisis: { crisisNotice: 'object' },
  error: { message: 'string' },
};

/** One incoming frame, or null when it is not JSON or not a frame the screen knows. */
export function parseServerFrame(data: unknown): VoiceServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const frame = value as Record<string, unknown>;
  const type = frame.type;
  if (typeof type !== 'string' || !serverTypes.has(type)) return null;
  const fields = required[type as VoiceServerMessageType] ?? {};
  for (const [name, kind] of Object.entries(fields)) {
    const v = frame[name];
    if (typeof v !== kind || v === null) return null;
  }
  if (type === 'analysis-complete') {
    const inference = frame.inference as Record<string, unknown>;
    if (typeof inference.inferredAnswers !== 'object' || inference.inferredAnswers === null) {
      return null;
    }
    frame.therapeuticResponse ??= null;
    frame.questionsForAnalysis ??= [];
    frame.emotion ??= '';
    inference.inferenceMapping ??= {};
  }
  return frame as unknown as VoiceServerMessage;
}

/** The WebSocket parts used here, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

export interface VoiceSocketHandlers {
  onFrame(frame: VoiceServerMessage): void;
  /** The socket closed without close() being called here. */
  onClose(info: { code: number; reason: string }): void;
}

export class VoiceSocket {
  private socket: SocketLike | null = null;
  private closedByUs = false;
  private waiters = new Set<{
    type: string;
    resolve: (f: VoiceServerMessage) => void;
    reject: (e: Error) => void;
  }>();

  constructor(
    private readonly url: string,
    private readonly handlers: VoiceSocketHandlers,
    private readonly factory: SocketFactory = (u) => new WebSocket(u) as unknown as SocketLike,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Resolves once connected; rejects if the socket fails or closes first. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      let socket: SocketLike;
      try {
        socket = this.factory(this.url);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      this.socket = socket;
      let opened = false;
      socket.onopen = () => {
        opened = true;
        resolve();
      };
      socket.onerror = () => {
        if (!opened) reject(new Error('Voice socket failed to connect'));
      };
      socket.onmessage = (ev) => {
        const frame = parseServerFrame(ev.data);
        if (!frame) {
          console.warn('[voice] ignored an unknown frame');
          return;
        }
        for (const w of [...this.waiters]) {
          if (w.type === frame.type) {
            this.waiters.delete(w);
            w.resolve(frame);
          }
        }
        this.handlers.onFrame(frame);
      };
      socket.onclose = (ev) => {
        const err = new Error(
          `Voice socket closed (${ev.code}${ev.reason ? `: ${ev.reason}` : ''})`,
        );
        this.rejectWaiters(err);
        if (!opened) reject(err);
        else if (!this.closedByUs) this.handlers.onClose({ code: ev.code, reason: ev.reason });
      };
    });
  }

  /** Sends one frame; false when the socket is not open. */
  send(message: VoiceClientMessageInput): boolean {
    if (!this.socket || !this.isOpen) return false;
    try {
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  /** The next frame of `type`; rejects after `timeoutMs`, on an error frame or on close. */
  waitFor<T extends VoiceServerMessageType>(
    type: T,
    timeoutMs: number,
  ): Promise<Extract<VoiceServerMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const waiter = {
        type,
        resolve: (f: VoiceServerMessage) => {
          clearTimeout(timer);
          this.waiters.delete(errorWaiter);
          resolve(f as Extract<VoiceServerMessage, { type: T }>);
        },
        reject: (e: Error) => {
          clearTimeout(timer);
          this.waiters.delete(errorWaiter);
          reject(e);
        },
      };
      const errorWaiter = {
        type: 'error',
        resolve: (f: VoiceServerMessage) => {
          this.waiters.delete(waiter);
          waiter.reject(new Error(f.type === 'error' ? f.message : 'Voice socket error'));
        },
        reject: (e: Error) => waiter.reject(e),
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        this.waiters.delete(errorWaiter);
        reject(new Error(`No ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
      this.waiters.add(errorWaiter);
    });
  }

  close(): void {
    this.closedByUs = true;
    this.rejectWaiters(new Error('Voice socket closed'));
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onmessage = null;
    try {
      socket.close(1000, 'Session ended');
    } catch {
      // Already closing.
    }
  }

  private rejectWaiters(err: Error): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    waiters.forEach((w) => w.reject(err));
  }
}
