import type { Logger } from '@rapport/kit';
import { chooseProvider, type AiConfig, type WithProvider } from '@rapport/language';
import type { ConversationEngine } from './conversation-engine';
import { localConversationEngine } from './local';
import { openaiConversationEngine } from './openai';

/** The voice session's conversation: the engine interface, its parts and the local helpers. */
export * from './conversation-engine';
export { localConversationEngine, localGreeting, GREETING, WELCOME_BACK } from './local';
export { openaiConversationEngine } from './openai';
export { loadConversationPrompts, conversationPromptsDir } from './prompts';
export { CLOSING_LINE, READY_LINE, crossesThreshold } from './reflection';
export { evidenceFromAnswers, withoutInferredPrefix } from './summary';

/** The matchmaker's slice of the AI engine: `openai` when a key is configured, else `local`. */
export function createConversationEngine(
  config: AiConfig,
  log: Logger,
): WithProvider<ConversationEngine> {
  return chooseProvider<ConversationEngine>(config, log, 'conversation', {
    local: () => localConversationEngine(),
    openai: (client) => openaiConversationEngine(client),
  });
}
