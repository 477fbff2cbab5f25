import type { VoiceClientMessage, VoiceServerMessage } from '@rapport/contracts';
import { errorFrame } from './frames';

type ErrorFrame = Extract<VoiceServerMessage, { type: 'error' }>;

/**
 * How much one socket and one address may ask of the voice service (issue 13: a 4 KB tts frame
 * came back as 15.5 MB of audio, each starting a speech process). Audio chunks of 100 ms are
 * 10 frames a second; a person speaks far fewer than 1,000 characters a minute.
 */
export interface VoiceLimits {
  framesPerSecond: number;
  framesPerMinute: number;
  /** Characters `tts` frames may ask to be spoken, per socket and per address. */
  ttsCharsPerMinute: number;
  ttsCharsPerMinutePerIp: number;
  socketsPerIp: number;
}

export const TOO_MANY_FRAMES = 'Too many messages. Please slow down.';
export const TOO_MUCH_SPEECH = 'Too much text to speak in a minute. Please wait a moment.';
export const TOO_MANY_SOCKETS =
  'Too many voice sessions from your address. Please close one and try again.';

/** A count in a fixed window of `ms`. */
class Window {
  private start = 0;
  private used = 0;
  constructor(private readonly ms: number) {}
  /** Adds `n` when it fits under `max`; answers whether it did. */
  take(n: number, max: number, now: number): boolean {
    if (now - this.start >= this.ms) {
      this.start = now;
      this.used = 0;
    }
    if (this.used + n > max) return false;
    this.used += n;
    return true;
  }
}

/**
 * What every socket of one gateway process shares per client address: open sockets and
 * speech characters. (Per process: with several gateway replicas each counts its own.)
 */
export class AddressBudgets {
  private readonly sockets = new Map<string, number>();
  private readonly tts = new Map<string, Window>();

  constructor(
    readonly limits: VoiceLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** A socket opens: false when the address already has as many as it may. */
  openSocket(ip: string): boolean {
    const open = this.sockets.get(ip) ?? 0;
    if (open >= this.limits.socketsPerIp) return false;
    this.sockets.set(ip, open + 1);
    return true;
  }

  closeSocket(ip: string): void {
    const open = (this.sockets.get(ip) ?? 1) - 1;
    if (open > 0) this.sockets.set(ip, open);
    else {
      this.sockets.delete(ip);
      this.tts.delete(ip);
    }
  }

  spendTts(ip: string, chars: number): boolean {
    let window = this.tts.get(ip);
    if (!window) this.tts.set(ip, (window = new Window(60_000)));
    return window.take(chars, this.limits.ttsCharsPerMinutePerIp, this.now());
  }
}

/** One socket's budget: frames per second and minute, speech characters per minute. */
export class SocketBudget {
  private readonly second = new Window(1_000);
  private readonly minute = new Window(60_000);
  private readonly tts = new Window(60_000);

  constructor(
    private readonly addresses: AddressBudgets,
    private readonly ip: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Undefined when `frame` may go on; else the error frame that answers it. */
  admit(frame: VoiceClientMessage): ErrorFrame | undefined {
    const { limits } = this.addresses;
    const now = this.now();
    if (
      !this.second.take(1, limits.framesPerSecond, now) ||
      !this.minute.take(1, limits.framesPerMinute, now)
    ) {
      return errorFrame('too_many_frames', TOO_MANY_FRAMES);
    }
    if (frame.type === 'tts') {
      const chars = frame.text.length;
      if (
        !this.tts.take(chars, limits.ttsCharsPerMinute, now) ||
        !this.addresses.spendTts(this.ip, chars)
      ) {
        return errorFrame('tts_limit', TOO_MUCH_SPEECH);
      }
    }
    return undefined;
  }
}
