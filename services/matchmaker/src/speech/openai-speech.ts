import OpenAI, { APIConnectionError, APIError, toFile } from 'openai';
import type { Logger } from '@rapport/kit';
import { AiError } from '@rapport/language';
import { tones } from './tones';
import { pieces, type SpeechProvider } from './speech-provider';

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseURL?: string | undefined;
  sttModel: string;
  ttsModel: string;
  timeoutMs: number;
  log: Logger;
}

/** File name the transcription endpoint infers the format from. */
export function audioFileName(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const ext: Record<string, string> = {
    'audio/webm': 'webm',
    'audio/ogg': 'ogg',
    'audio/mp4': 'mp4',
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
  };
  return `turn.${ext[type] ?? 'webm'}`;
}

function asAiError(err: unknown, deadline: AbortSignal): AiError {
  if (err instanceof AiError) return err;
  if (deadline.aborted) return new AiError('timeout');
  if (err instanceof APIConnectionError) return new AiError('unavailable', err.message);
  if (err instanceof APIError) return new AiError('http', `${err.status ?? ''} ${err.message}`);
  return new AiError('unavailable', err instanceof Error ? err.message : String(err));
}

/**
 * The `openai` provider: `audio.transcriptions.create` for a user turn, and
 * `audio.speech.create` (voice alloy, instructions per tone, MP3) streamed as it arrives,
 * so the browser can start playing before the whole answer is spoken.
 */
export function openaiSpeech(opts: OpenAiSpeechOptions): SpeechProvider {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs,
    maxRetries: 0,
  });
  const log = opts.log.child({ speech: 'openai' });
  return {
    name: 'openai',
    canTranscribe: true,
    audioMimeType: 'audio/mpeg',

    async transcribe(audio, mimeType) {
      const deadline = AbortSignal.timeout(opts.timeoutMs);
      try {
        const file = await toFile(audio, audioFileName(mimeType), { type: mimeType });
        const result = await client.audio.transcriptions.create(
          { file, model: opts.sttModel },
          { signal: deadline },
        );
        return result.text.trim();
      } catch (err) {
        const failure = asAiError(err, deadline);
        log.warn({ kind: failure.kind, detail: failure.detail }, 'transcription failed');
        throw failure;
      }
    },

    async *synthesize(text, { voice, tone }) {
      const deadline = AbortSignal.timeout(opts.timeoutMs);
      let body: ReadableStream<Uint8Array> | null;
      try {
        const response = await client.audio.speech.create(
          {
            model: opts.ttsModel,
            voice,
            input: text,
            instructions: tones[tone].instructions,
            response_format: 'mp3',
          },
          { signal: deadline },
        );
        body = response.body;
      } catch (err) {
        const failure = asAiError(err, deadline);
        log.warn({ kind: failure.kind, detail: failure.detail }, 'speech synthesis failed');
        throw failure;
      }
      if (!body) return;
      yield* pieces(body as unknown as AsyncIterable<Uint8Array>);
    },
  };
}
