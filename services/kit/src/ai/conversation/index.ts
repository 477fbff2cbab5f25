/** The voice session's conversation: the engine interface, its parts and the local helpers. */
export * from './conversation-engine';
export { localConversationEngine, localGreeting, GREETING, WELCOME_BACK } from './local';
export { openaiConversationEngine } from './openai';
export { CLOSING_LINE, READY_LINE, crossesThreshold } from './reflection';
export { evidenceFromAnswers, withoutInferredPrefix } from './summary';
