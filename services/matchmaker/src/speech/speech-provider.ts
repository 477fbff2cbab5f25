import type { TtsTone } from '@rapport/contracts';
import { ServiceError } from '@rapport/kit';

export interface SynthesisOptions {
  /** 'alloy' unless the screen asks for another. */
  voice: string;
  tone: TtsTone;
}

/**
 * Speech-to-text and text-to-speech for the voice session (DESIGN §7). Providers: `openai`
 * (transcription + TTS), `local` (espeak-ng; no transcription: the browser's own speech
 * recognition sends text turns) and `stub` (zero latency, for benchmarks and tests).
 */
export interface SpeechProvider {
  readonly name: 'openai' | 'local' | 'stub';
  /** False when turns must arrive as text. */
  readonly canTranscribe: boolean;
  /** MIME type of what `synthesize` yields, sent in tts-audio-start. */
  readonly audioMimeType: string;
  /** One user turn's audio → its words. */
  transcribe(audio: Buffer, mimeType: string): Promise<string>;
  /**
   * The text spoken, streamed in pieces of at most 32 KB as they are produced. Yields
   * nothing when no synthesiser is available: the browser then speaks the text itself.
   */
  synthesize(text: string, options: SynthesisOptions): AsyncIterable<Buffer>;
}

export const STT_UNAVAILABLE = 'Speech-to-text needs the OpenAI provider; send text turns instead.';

/** Transcription asked of a provider that has none: the caller should send text turns. */
export function sttUnavailable(): ServiceError {
  return new ServiceError(422, 'stt_unavailable', STT_UNAVAILABLE);
}

/** Largest audio piece a provider yields: well under one frame's 131072-byte limit. */
export const MAX_AUDIO_PIECE = 32 * 1024;

/** Re-cuts a byte stream into pieces of at most `max` bytes, passing small pieces on at once. */
export async function* pieces(
  source: AsyncIterable<Uint8Array>,
  max: number = MAX_AUDIO_PIECE,
): AsyncIterable<Buffer> {
  for await (const chunk of source) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    for (let at = 0; at < buf.length; at += max) yield buf.subarray(at, at + max);
  }
}
