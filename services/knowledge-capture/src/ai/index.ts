import type { Logger } from '@rapport/kit';
import { chooseProvider, type AiConfig, type WithProvider } from '@rapport/language';
import type { ExpertEngine } from './engine';
import { LocalExpertEngine } from './local/local-engine';
import { openaiExpertEngine } from './openai';

export * from './engine';
export { LocalExpertEngine } from './local/local-engine';
export { openaiExpertEngine, loadExpertPrompts, expertPromptsDir } from './openai';

/** Knowledge capture's slice of the AI engine: `openai` when a key is configured, else `local`. */
export function createExpertEngine(config: AiConfig, log: Logger): WithProvider<ExpertEngine> {
  return chooseProvider<ExpertEngine>(config, log, 'expert', {
    local: () => new LocalExpertEngine(),
    openai: (client) => openaiExpertEngine(client),
  });
}
