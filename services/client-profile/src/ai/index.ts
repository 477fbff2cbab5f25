import type { Logger } from '@rapport/kit';
import { chooseProvider, type AiConfig, type WithProvider } from '@rapport/language';
import type { ClientEngine } from './client-engine';
import { localClientEngine } from './local';
import { openaiClientEngine } from './openai';

export type * from './client-engine';
export { localClientEngine } from './local';
export { openaiClientEngine } from './openai';
export { loadClientPrompts, clientPromptsDir } from './prompts';

/** Client-profile's slice of the AI engine: `openai` when a key is configured, else `local`. */
export function createClientEngine(config: AiConfig, log: Logger): WithProvider<ClientEngine> {
  return chooseProvider<ClientEngine>(config, log, 'client', {
    local: () => localClientEngine(),
    openai: (client) => openaiClientEngine(client),
  });
}
