import type { StructuredCompleter } from '../openai/openai-engine';
import type { TherapistEngine } from './therapist-engine';

/** The OpenAI provider's part for this area: structured completions through `ai.complete`. */
export function openaiTherapistEngine(_ai: StructuredCompleter): TherapistEngine {
  return {};
}
