import type { ConversationEngine } from './conversation-engine';

/** The offline provider's part for this area. */
export function localConversationEngine(): ConversationEngine {
  return {};
}
