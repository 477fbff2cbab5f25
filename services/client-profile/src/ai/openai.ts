import { dimensionKeys } from '@rapport/contracts';
import { clientPreferencesFromAnalysis, type AnalysisEvidence } from '@rapport/matching';
import { AiError, type StructuredCompleter, renderPrompt } from '@rapport/language';
import type { ClientAnswer, ClientEngine, ProfileBasis } from './client-engine';
import { clientSummary, clientTags, MAX_TAGS } from './describe';
import { formatAnswers, loadClientPrompts, type ClientPrompts } from './prompts';
import {
  clientAnalysisOutput,
  personalityProfileOutput,
  type ClientAnalysisOutput,
} from './schemas';

/** The model's reading in the matching model's terms: a dimension without statements says nothing. */
export function evidenceFromOutput(out: ClientAnalysisOutput): AnalysisEvidence {
  const dimensions: AnalysisEvidence['dimensions'] = {};
  for (const key of dimensionKeys) {
    const count = out.evidence[key];
    if (count > 0) dimensions[key] = { score: out.dimensions[key], count };
  }
  return { dimensions, themes: out.themes.map((t) => ({ theme: t.theme, weight: t.weight })) };
}

const cleanTags = (tags: readonly string[]) =>
  [...new Set(tags.map((t) => t.trim()).filter(Boolean))].slice(0, MAX_TAGS);

function matchLine(basis: ProfileBasis): string {
  const best = basis.bestMatch;
  return best
    ? `of the therapists available now, ${best.therapistName} fits them best, with a match score of ${best.matchScore}%.`
    : 'there are no therapists in the directory to compare them with yet; say their profile is ready for when there are.';
}

/**
 * The OpenAI provider's part for this area: structured completions through `ai.complete`,
 * with the prompts in ./prompts. The model reads the answers; the client's place on the
 * matching model is still built by `clientPreferencesFromAnalysis`, and the match score is
 * the matching model's, passed in.
 */
export function openaiClientEngine(
  ai: StructuredCompleter,
  prompts: ClientPrompts = loadClientPrompts(),
): ClientEngine {
  return {
    async analyzeClient(answers: readonly ClientAnswer[]) {
      const out = await ai.complete(
        'client_analysis',
        clientAnalysisOutput,
        renderPrompt(prompts.analyzeClient, { answers: formatAnswers(answers) }),
      );
      const preferences = clientPreferencesFromAnalysis(evidenceFromOutput(out));
      const tags = cleanTags(out.tags);
      return {
        preferences,
        tags: tags.length > 0 ? tags : clientTags(preferences),
        summary: out.summary.trim() || clientSummary(preferences),
        crisisLanguage: out.crisisLanguage,
      };
    },

    async generatePersonalityProfile(answers, basis) {
      const out = await ai.complete(
        'personality_profile',
        personalityProfileOutput,
        renderPrompt(prompts.personalityProfile, {
          answers: formatAnswers(answers),
          tags: basis.analysis.tags.join(', ') || '(none)',
          summary: basis.analysis.summary,
          match: matchLine(basis),
        }),
      );
      // One paragraph per entry; blank lines inside an entry would split it for the screen anyway.
      const paragraphs = out.paragraphs
        .flatMap((p) => p.split(/\n\s*\n/))
        .map((p) => p.trim())
        .filter(Boolean);
      if (paragraphs.length === 0) throw new AiError('malformed', 'no paragraphs in the profile');
      const tags = cleanTags(out.tags);
      return {
        personalityProfile: paragraphs.join('\n\n'),
        tags: tags.length > 0 ? tags : basis.analysis.tags,
        summary: out.summary.trim() || basis.analysis.summary,
        matchScore: basis.bestMatch?.matchScore ?? 0,
      };
    },
  };
}
