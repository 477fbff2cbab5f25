import { dimensionKeys } from '@rapport/contracts';
import {
  clientPreferencesFromAnalysis,
  type ClientPreferences,
  type DimensionEvidence,
} from '@rapport/kit';
// The local engine's text analysis. It has no client-analysis export yet, so the evaluation
// reads its signals here; point this at the engine's own method once it exposes one.
import { readSignals } from '../../kit/src/ai/local/signals';

/**
 * A client's written answers → their place on the matching model, the way the local engine
 * reads text: lexicon hits per dimension pole (negation already flipped) and theme hits.
 */
export function preferencesFromAnswers(answers: readonly string[]): ClientPreferences {
  const signals = readSignals(answers.join('\n\n'));
  const dimensions: Partial<Record<(typeof dimensionKeys)[number], DimensionEvidence>> = {};
  for (const d of signals.dimensions) {
    const high = d.hits.filter((h) => h.pole === 1).length;
    const low = d.hits.length - high;
    if (d.hits.length > 0)
      dimensions[d.key] = { score: (high - low) / d.hits.length, count: d.hits.length };
  }
  return clientPreferencesFromAnalysis({
    dimensions,
    themes: signals.themes.map((t) => ({ theme: t.key, weight: t.weight })),
  });
}
