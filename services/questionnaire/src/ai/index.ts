import type { Logger } from '@rapport/kit';
import { chooseProvider, type AiConfig, type WithProvider } from '@rapport/language';
import { localTherapistEngine } from './local';
import { openaiTherapistEngine } from './openai';
import type { TherapistEngine } from './therapist-engine';

export type * from './therapist-engine';
export { localTherapistEngine } from './local';
export { openaiTherapistEngine } from './openai';
export { loadTherapistPrompts, therapistPromptsDir } from './prompts';

/** The questionnaire's slice of the AI engine: `openai` when a key is configured, else `local`. */
export function createTherapistEngine(
  config: AiConfig,
  log: Logger,
): WithProvider<TherapistEngine> {
  return chooseProvider<TherapistEngine>(config, log, 'therapist', {
    local: () => localTherapistEngine(),
    openai: (client) => openaiTherapistEngine(client),
  });
}
