import { clientPreferencesFromAnalysis } from '@rapport/matching';
import type { ClientAnalysis, ClientAnswer, ClientEngine } from './client-engine';
import { clientSummary, clientTags } from './describe';
import { readClient, type ClientReading } from './evidence';
import { writePersonalityProfile } from './personality-text';

function analyse(reading: ClientReading): ClientAnalysis {
  const preferences = clientPreferencesFromAnalysis(reading.evidence);
  const phrases = reading.answers.flatMap((r) => r.signals.text.keyPhrases.map((k) => k.phrase));
  return {
    preferences,
    tags: clientTags(preferences, [...new Set(phrases)]),
    summary: clientSummary(preferences),
  };
}

/**
 * The offline provider's part for this area: wink-nlp and the trait lexicon read the answers
 * (themes, dimension evidence weighted by whether a sentence states a wish, key phrases,
 * sentiment); everything it writes quotes or paraphrases them. Deterministic.
 */
export function localClientEngine(): ClientEngine {
  return {
    async analyzeClient(answers: readonly ClientAnswer[]) {
      return analyse(readClient(answers));
    },

    async generatePersonalityProfile(answers, basis) {
      const reading = readClient(answers);
      return {
        personalityProfile: writePersonalityProfile(reading, basis.analysis, basis.bestMatch),
        tags: basis.analysis.tags,
        summary: basis.analysis.summary,
        matchScore: basis.bestMatch?.matchScore ?? 0,
      };
    },
  };
}
