import { z } from 'zod';

/**
 * Environment keys of the speech provider; services extend their config with
 * `speechConfig.shape` (beside `aiConfig.shape`, whose OPENAI_* keys it shares).
 */
export const speechConfig = z.object({
  /**
   * auto: `openai` when OPENAI_API_KEY is set, else `local` (espeak-ng, text turns).
   * stub: zero-latency speech for benchmarks (transcribes audio bytes as UTF-8 text,
   * answers a short silent WAV); never for users.
   */
  SPEECH_PROVIDER: z.enum(['auto', 'openai', 'local', 'stub']).default('auto'),
  ESPEAK_NG_PATH: z.string().min(1).default('espeak-ng'),
  /** espeak-ng processes running at once per replica; up to 20× as many utterances wait. */
  ESPEAK_MAX_PROCESSES: z.coerce.number().int().min(1).max(32).default(2),
  OPENAI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  OPENAI_STT_MODEL: z.string().min(1).default('gpt-4o-mini-transcribe'),
});
export type SpeechConfig = z.output<typeof speechConfig>;
