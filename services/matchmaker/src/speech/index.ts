import type { Logger } from '@rapport/kit';
import { DEFAULT_AI_TIMEOUT_MS, type AiConfig } from '@rapport/language';
import type { SpeechConfig } from './config';
import { espeakSpeech } from './espeak-speech';
import { openaiSpeech } from './openai-speech';
import { stubSpeech } from './stub-speech';
import type { SpeechProvider } from './speech-provider';

export * from './speech-provider';
export * from './config';
export * from './tones';
export * from '@rapport/contracts';
export { silentWav, stubSpeech } from './stub-speech';
export { espeakSpeech } from './espeak-speech';
export { openaiSpeech, audioFileName } from './openai-speech';

/** The configured speech provider (see `speechConfig`); `openai` without a key fails fast. */
export function createSpeechProvider(config: SpeechConfig & AiConfig, log: Logger): SpeechProvider {
  const choice =
    config.SPEECH_PROVIDER === 'auto'
      ? config.OPENAI_API_KEY
        ? 'openai'
        : 'local'
      : config.SPEECH_PROVIDER;
  let provider: SpeechProvider;
  if (choice === 'openai') {
    if (!config.OPENAI_API_KEY) throw new Error('SPEECH_PROVIDER=openai needs OPENAI_API_KEY');
    provider = openaiSpeech({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      sttModel: config.OPENAI_STT_MODEL,
      ttsModel: config.OPENAI_TTS_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
      log,
    });
  } else if (choice === 'stub') {
    provider = stubSpeech();
  } else {
    provider = espeakSpeech({
      binary: config.ESPEAK_NG_PATH,
      log,
      maxProcesses: config.ESPEAK_MAX_PROCESSES,
    });
  }
  log.info({ speech: provider.name }, 'speech provider ready');
  return provider;
}
