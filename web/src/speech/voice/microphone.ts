/**
 * Microphone capture for the voice session (spec §9, DESIGN §7): one mono stream for the
 * session (24 kHz ideal), and one MediaRecorder per listening turn sending 100 ms chunks
 * at 32 kbps as base64, so every turn's audio starts with its own container header.
 */
import { voiceDefaults } from '@rapport/contracts/constants';
import { blobToBase64 } from './audio-bytes';

const { recording } = voiceDefaults;

export function micConstraints(): MediaStreamConstraints {
  return {
    audio: {
      channelCount: recording.channelCount,
      sampleRate: { ideal: recording.sampleRate },
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
    video: false,
  };
}

/** Compressed formats in order of preference; the first the browser records wins. */
export const recorderMimeTypes = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/webm',
  'audio/mp4',
] as const;

export function recorderOptions(isTypeSupported: (type: string) => boolean): MediaRecorderOptions {
  const mimeType = recorderMimeTypes.find((t) => isTypeSupported(t));
  return {
    ...(mimeType ? { mimeType } : {}),
    audioBitsPerSecond: recording.bitsPerSecond,
  };
}

/**
 * Errors no retry can fix: the user said no, there is no microphone, or the page is not
 * allowed to ask. Anything else (a busy device, a recorder hiccup) is worth retrying.
 */
export function isPermanentMicError(err: unknown): boolean {
  const name =
    typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : undefined;
  return (
    name === 'NotAllowedError' ||
    name === 'PermissionDeniedError' ||
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'SecurityError' ||
    name === 'MicrophoneUnavailableError'
  );
}

export async function openMicrophone(): Promise<MediaStream> {
  const media = globalThis.navigator?.mediaDevices;
  if (!media?.getUserMedia) {
    const err = new Error('This browser cannot record audio here.');
    err.name = 'MicrophoneUnavailableError';
    throw err;
  }
  return media.getUserMedia(micConstraints());
}

/** Stops every track, which turns the browser's recording indicator off. */
export function releaseStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((t) => t.stop());
}

export type ChunkHandler = (audio: string, mimeType: string) => void;

/** Records one listening turn; chunks arrive in order as base64. */
export class TurnRecorder {
  private recorder: MediaRecorder | null = null;
  /** Encoding is async: chaining keeps the chunks in recording order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly stream: MediaStream,
    private readonly onChunk: ChunkHandler,
  ) {}

  get recording(): boolean {
    return this.recorder?.state === 'recording';
  }

  /** Throws when the browser cannot record (no MediaRecorder, stream ended). */
  start(): void {
    if (this.recording) return;
    if (typeof MediaRecorder === 'undefined') throw new Error('MediaRecorder is not available');
    const recorder = new MediaRecorder(
      this.stream,
      recorderOptions((t) => MediaRecorder.isTypeSupported(t)),
    );
    recorder.ondataavailable = (e) => {
      if (e.data.size === 0) return;
      const type = e.data.type || recorder.mimeType;
      this.queue = this.queue
        .then(() => blobToBase64(e.data))
        .then((audio) => this.onChunk(audio, type))
        .catch((err: unknown) => console.warn('[voice] audio chunk dropped', err));
    };
    recorder.start(recording.chunkMs);
    this.recorder = recorder;
  }

  /** Stops recording; resolves once the last chunk was handed over. */
  stop(): Promise<void> {
    const recorder = this.recorder;
    this.recorder = null;
    if (!recorder || recorder.state === 'inactive') return this.queue;
    return new Promise<void>((resolve) => {
      recorder.addEventListener('stop', () => resolve(), { once: true });
      try {
        recorder.stop();
      } catch {
        resolve();
      }
    }).then(() => this.queue);
  }

  /** Stops without sending what is still buffered. */
  discard(): void {
    const recorder = this.recorder;
    this.recorder = null;
    if (!recorder) return;
    recorder.ondataavailable = null;
    if (recorder.state !== 'inactive') {
      try {
        recorder.stop();
      } catch {
        // Already stopped with its stream.
      }
    }
  }
}
