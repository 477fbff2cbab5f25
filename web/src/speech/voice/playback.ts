/**
 * The assistant's voice: the server streams each utterance as tts-audio-start,
 * tts-audio-chunk (base64) and tts-audio-complete; utterances play one after another in
 * arrival order (spec §7, §9).
 *
 * - Formats the browser can stream (MediaSource, e.g. audio/mpeg) are appended as they
 *   arrive, chunks combined up to 131072 bytes per append.
 * - Others (e.g. audio/wav) are decoded whole with Web Audio once complete.
 * - Any buffer or decode error falls back to a plain audio Blob (spec §8).
 * - An utterance that brings no audio at all (no synthesiser on the server) is spoken by
 *   the browser from its text, in its place in the queue.
 * - stop() fades the volume out in 0.1 steps every 20 ms, then drops everything queued.
 */
import { base64ToBytes, combineChunks, concatBytes } from './audio-bytes';
import { fadeOut, type FadeTarget } from './fade';

interface Utterance {
  mimeType: string;
  text: string;
  chunks: Uint8Array<ArrayBuffer>[];
  complete: boolean;
  /** Wakes a player waiting for more audio. */
  changed: Set<() => void>;
}

interface Player {
  done: Promise<void>;
  stop(): Promise<void>;
}

export interface PlaybackOptions {
  /** Null where Web Audio is missing: Blob playback only. */
  context: AudioContext | null;
  /** Where audio goes on its way to the speakers (the assistant's level meter). */
  output: AudioNode | null;
  /** Everything queued has finished playing. */
  onIdle: () => void;
  /** An utterance starts playing. */
  onStart?: (text: string) => void;
  /** Speaks an utterance that came without audio (the browser's synthesiser). */
  speak?: (text: string) => { done: Promise<void>; cancel(): void };
}

export class SpeechPlayback {
  private readonly queue: Utterance[] = [];
  /** The utterance still receiving chunks. */
  private open: Utterance | null = null;
  private current: Player | null = null;
  private closed = false;

  constructor(private readonly options: PlaybackOptions) {}

  /** Something is playing or waiting to play. */
  get active(): boolean {
    return this.current !== null || this.queue.length > 0;
  }

  begin(mimeType: string, text: string): void {
    if (this.closed) return;
    if (this.open) this.finish(this.open);
    const utterance: Utterance = {
      mimeType,
      text,
      chunks: [],
      complete: false,
      changed: new Set(),
    };
    this.open = utterance;
    this.queue.push(utterance);
    this.pump();
  }

  /** One base64 chunk of the open utterance; chunks without a start are ignored. */
  push(base64: string): void {
    const u = this.open;
    if (!u) return;
    try {
      u.chunks.push(base64ToBytes(base64));
    } catch (err) {
      console.warn('[voice] undecodable audio chunk dropped', err);
      return;
    }
    u.changed.forEach((wake) => wake());
  }

  complete(): void {
    if (this.open) this.finish(this.open);
    this.open = null;
  }

  /** Fades out what plays and forgets everything queued; late chunks are ignored. */
  async stop(): Promise<void> {
    this.queue.length = 0;
    if (this.open) this.finish(this.open);
    this.open = null;
    const player = this.current;
    this.current = null;
    await player?.stop();
  }

  /** stop(), and refuse anything after. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private finish(u: Utterance): void {
    u.complete = true;
    u.changed.forEach((wake) => wake());
  }

  private pump(): void {
    if (this.current || this.queue.length === 0) return;
    const u = this.queue.shift()!;
    const player = play(u, this.options);
    this.current = player;
    this.options.onStart?.(u.text);
    void player.done.then(() => {
      if (this.current !== player) return; // stopped
      this.current = null;
      if (this.queue.length > 0) this.pump();
      else this.options.onIdle();
    });
  }
}

function whenComplete(u: Utterance): Promise<void> {
  if (u.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      if (!u.complete) return;
      u.changed.delete(wake);
      resolve();
    };
    u.changed.add(wake);
  });
}

/** Resolves once the utterance has audio or is complete without any. */
function whenDataOrComplete(u: Utterance): Promise<void> {
  if (u.complete || u.chunks.length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      if (!u.complete && u.chunks.length === 0) return;
      u.changed.delete(wake);
      resolve();
    };
    u.changed.add(wake);
  });
}

function canStream(mimeType: string): boolean {
  return (
    typeof MediaSource !== 'undefined' &&
    typeof MediaSource.isTypeSupported === 'function' &&
    MediaSource.isTypeSupported(mimeType)
  );
}

/** Plays one utterance by the best route, falling back to a Blob on any failure. */
function play(u: Utterance, options: PlaybackOptions): Player {
  let stopped = false;
  let active: Player | null = null;
  const run = async () => {
    const { context } = options;
    await whenDataOrComplete(u);
    if (stopped) return;
    if (u.chunks.length === 0) {
      // No audio came with these words: the browser says them.
      if (!options.speak) return;
      const speech = options.speak(u.text);
      active = { done: speech.done, stop: async () => speech.cancel() };
      await speech.done;
      return;
    }
    if (context && canStream(u.mimeType)) {
      active = streamWithMediaSource(u, options);
      if (await settled(active.done)) return;
    } else if (context) {
      await whenComplete(u);
      if (stopped) return;
      try {
        const decoded = await context.decodeAudioData(concatBytes(u.chunks).buffer);
        if (stopped) return;
        active = playBuffer(decoded, context, options.output);
        await active.done;
        return;
      } catch (err) {
        console.warn('[voice] audio decode failed, playing a plain blob instead', err);
      }
    }
    await whenComplete(u);
    if (stopped) return;
    active = playBlob(u, options);
    await active.done;
  };
  return {
    done: run().catch((err: unknown) => console.warn('[voice] playback failed', err)),
    async stop() {
      stopped = true;
      u.complete = true;
      u.changed.forEach((wake) => wake());
      await (active as Player | null)?.stop();
    },
  };
}

/** Resolves true when `done` finished normally, false when it rejected (fall back). */
function settled(done: Promise<void>): Promise<boolean> {
  return done.then(
    () => true,
    (err: unknown) => {
      console.warn('[voice] streamed playback failed, playing a plain blob instead', err);
      return false;
    },
  );
}

function gainTarget(gain: GainNode): FadeTarget {
  return {
    get volume() {
      return gain.gain.value;
    },
    setVolume: (v) => {
      gain.gain.value = v;
    },
  };
}

function elementTarget(audio: HTMLAudioElement): FadeTarget {
  return {
    get volume() {
      return audio.volume;
    },
    setVolume: (v) => {
      audio.volume = v;
    },
  };
}

/** Routes an element through Web Audio (for the level display and the fade) when possible. */
function routeElement(audio: HTMLAudioElement, options: PlaybackOptions): FadeTarget {
  const { context, output } = options;
  if (context && output) {
    try {
      const gain = context.createGain();
      context.createMediaElementSource(audio).connect(gain).connect(output);
      return gainTarget(gain);
    } catch {
      // Falls back to the element's own volume.
    }
  }
  return elementTarget(audio);
}

/**
 * Plays an element; `done` resolves when it ends (or autoplay is refused: the text is on
 * screen, so the session moves on) and rejects on a media error.
 */
function elementPlayer(audio: HTMLAudioElement, target: FadeTarget, url: string): Player {
  let finish = () => undefined as void;
  let fail = (_err: unknown) => undefined as void;
  const done = new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      audio.onended = audio.onerror = null;
      URL.revokeObjectURL(url);
    };
    finish = () => {
      cleanup();
      resolve();
    };
    fail = (err) => {
      cleanup();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
  });
  audio.onended = () => finish();
  audio.onerror = () => fail(audio.error?.message || 'audio element error');
  audio.play().catch((err: unknown) => {
    if (err instanceof Error && err.name === 'NotAllowedError') {
      console.warn('[voice] autoplay refused', err);
      finish();
    } else {
      fail(err);
    }
  });
  return {
    done,
    async stop() {
      await fadeOut(target);
      audio.pause();
      finish();
    },
  };
}

function playBlob(u: Utterance, options: PlaybackOptions): Player {
  const url = URL.createObjectURL(new Blob(u.chunks, { type: u.mimeType }));
  const audio = new Audio(url);
  const player = elementPlayer(audio, routeElement(audio, options), url);
  return {
    done: player.done.catch((err: unknown) => console.warn('[voice] blob playback failed', err)),
    stop: player.stop,
  };
}

function playBuffer(buffer: AudioBuffer, context: AudioContext, output: AudioNode | null): Player {
  const gain = context.createGain();
  gain.connect(output ?? context.destination);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(gain);
  const done = new Promise<void>((resolve) => {
    source.onended = () => {
      gain.disconnect();
      resolve();
    };
  });
  source.start();
  return {
    done,
    async stop() {
      await fadeOut(gainTarget(gain));
      try {
        source.stop();
      } catch {
        // Already ended.
      }
    },
  };
}

/**
 * Streams through MediaSource: appends as chunks arrive, combined up to 131072 bytes.
 * `done` rejects on a buffer error, so the caller can fall back to a Blob.
 */
function streamWithMediaSource(u: Utterance, options: PlaybackOptions): Player {
  const source = new MediaSource();
  const url = URL.createObjectURL(source);
  const audio = new Audio(url);
  const target = routeElement(audio, options);
  let stopped = false;
  let fail = (_err: unknown) => undefined as void;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  const element = elementPlayer(audio, target, url);

  source.addEventListener(
    'sourceopen',
    () => {
      let buffer: SourceBuffer;
      try {
        buffer = source.addSourceBuffer(u.mimeType);
        buffer.mode = 'sequence';
      } catch (err) {
        fail(err);
        return;
      }
      // Position of the next byte to append: chunk index and offset inside it.
      let index = 0;
      let offset = 0;
      const feed = () => {
        if (stopped || buffer.updating || source.readyState !== 'open') return;
        const pending = u.chunks.slice(index).map((c, i) => (i === 0 ? c.subarray(offset) : c));
        const [append] = combineChunks(pending.filter((c) => c.length > 0));
        if (!append) {
          if (u.complete) {
            u.changed.delete(feed);
            try {
              source.endOfStream();
            } catch (err) {
              fail(err);
            }
          }
          return;
        }
        for (let left = append.length; left > 0;) {
          const rest = u.chunks[index]!.length - offset;
          if (left >= rest) {
            left -= rest;
            index++;
            offset = 0;
          } else {
            offset += left;
            left = 0;
          }
        }
        try {
          buffer.appendBuffer(append);
        } catch (err) {
          fail(err);
        }
      };
      buffer.addEventListener('updateend', feed);
      buffer.addEventListener('error', () => fail(new Error('source buffer error')));
      u.changed.add(feed);
      feed();
    },
    { once: true },
  );

  return {
    done: Promise.race([element.done, failed]).finally(() => {
      stopped = true;
    }),
    async stop() {
      stopped = true;
      await element.stop();
    },
  };
}
