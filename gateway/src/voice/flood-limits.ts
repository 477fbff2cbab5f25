import type { Redis } from 'ioredis';
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
 * speech characters. (Per process: with several gateway replicas each counts its own; the
 * speech characters are also counted across replicas by SharedTtsBudget, and this count is
 * what still holds when Redis cannot answer.)
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

/** Adds ARGV[1] to the window KEYS[1] when it stays within ARGV[2]; the window lives ARGV[3] s. */
const TAKE_IF_FITS = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
if used == 0 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return 1`;

/**
 * Speech characters per address and minute across every gateway replica, in Redis: one
 * atomic script per tts frame. When Redis does not answer within `timeoutMs` it fails open
 * (undefined), and the per-process count of AddressBudgets is the limit that holds.
 */
export class SharedTtsBudget {
  constructor(
    private readonly redis: Pick<Redis, 'eval'>,
    private readonly maxPerMinute: number,
    private readonly timeoutMs = 300,
  ) {}

  /** True when `chars` fit in the address's minute (and are counted), false when not, undefined when Redis could not tell. */
  async take(ip: string, chars: number): Promise<boolean | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.timeoutMs);
    });
    const counted = this.redis
      .eval(TAKE_IF_FITS, 1, `gateway:voice-tts:${ip}`, chars, this.maxPerMinute, 60)
      .then((fits) => fits === 1)
      .catch(() => undefined);
    try {
      return await Promise.race([counted, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The cross-replica check of one frame: undefined when it may go on, else its error frame. */
export async function admitShared(
  shared: SharedTtsBudget | undefined,
  ip: string,
  frame: VoiceClientMessage,
): Promise<ErrorFrame | undefined> {
  if (!shared || frame.type !== 'tts') return undefined;
  return (await shared.take(ip, frame.text.length)) === false
    ? errorFrame('tts_limit', TOO_MUCH_SPEECH)
    : undefined;
}
