import type { StructuredCompleter } from '../openai/openai-engine';
import type { ConversationEngine } from './conversation-engine';

/** The OpenAI provider's part for this area: structured completions through `ai.complete`. */
export function openaiConversationEngine(_ai: StructuredCompleter): ConversationEngine {
  return {};
}
