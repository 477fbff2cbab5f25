import type { StructuredCompleter } from '../openai/openai-engine';
import type { ClientEngine } from './client-engine';

/** The OpenAI provider's part for this area: structured completions through `ai.complete`. */
export function openaiClientEngine(_ai: StructuredCompleter): ClientEngine {
  return {};
}
