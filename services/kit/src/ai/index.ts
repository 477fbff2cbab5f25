import type { Logger } from '../logger';
import { DEFAULT_AI_TIMEOUT_MS, type AiConfig } from './config';
import type { AiEngine } from './engine';
import { LocalAiEngine } from './local/local-engine';
import { OpenAiEngine } from './openai/openai-engine';
import { localTherapistEngine } from './therapist/local';
import { openaiTherapistEngine } from './therapist/openai';
import { localClientEngine } from './client/local';
import { openaiClientEngine } from './client/openai';
import { localConversationEngine } from './conversation/local';
import { openaiConversationEngine } from './conversation/openai';

export * from './engine';
export * from './errors';
export * from './config';
export * from './schemas';
export type * from './therapist/therapist-engine';
export type * from './client/client-engine';
export * from './conversation';
export { LocalAiEngine } from './local/local-engine';
export {
  OpenAiEngine,
  type OpenAiEngineOptions,
  type StructuredCompleter,
} from './openai/openai-engine';
export { loadPrompts, promptsDir, type Prompts } from './openai/prompts';

/** The `openai` provider when a key is configured, else the offline `local` one (DESIGN §5). */
export function createAiEngine(config: AiConfig, log: Logger): AiEngine {
  const engine: AiEngine = config.OPENAI_API_KEY
    ? composeOpenAi(
        new OpenAiEngine({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL ?? 'gpt-4o-mini',
          timeoutMs: config.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
          log,
        }),
      )
    : composeLocal(new LocalAiEngine());
  log.info({ provider: engine.provider }, 'AI engine ready');
  return engine;
}

/**
 * Each product area keeps its generations in its own folder (therapist/, client/,
 * conversation/) with a local and an openai part; the engine is their sum.
 */
export function composeLocal(expert: LocalAiEngine): AiEngine {
  return Object.assign(
    expert,
    localTherapistEngine(),
    localClientEngine(),
    localConversationEngine(),
  );
}

export function composeOpenAi(expert: OpenAiEngine): AiEngine {
  return Object.assign(
    expert,
    openaiTherapistEngine(expert),
    openaiClientEngine(expert),
    openaiConversationEngine(expert),
  );
}
