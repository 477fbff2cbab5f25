import type { ClientPreferences } from '@rapport/matching';
// The product's own client analysis: the local engine's `analyzeClient`, exactly as
// client-profile calls it for analyze-responses (the engine's part lives in the kit).
import { localClientEngine } from '../src/ai/local';

const engine = localClientEngine();

/**
 * A client's written answers → their place on the matching model, through the same path as
 * the product: the local engine reads the answers (lexicon hits per pole, negation flipped,
 * wishes weighted over story details, theme hits) and `clientPreferencesFromAnalysis` places them.
 */
export async function preferencesFromAnswers(
  answers: readonly string[],
): Promise<ClientPreferences> {
  const analysis = await engine.analyzeClient(answers.map((answer) => ({ question: '', answer })));
  return analysis.preferences;
}
