import { z } from 'zod';
import {
  dimensionKeys,
  questionnaireResultTherapist,
  type InsightApplied,
  type MatchingDimensions,
} from '@rapport/contracts';
import { type StructuredCompleter, renderPrompt } from '@rapport/language';
import { localTherapistEngine } from './local';
import { GENERAL_SPECIALTY } from './practice-lexicon';
import { loadTherapistPrompts, type TherapistPrompts } from './prompts';
import { styleOf } from './style';
import type { ExpertInsight, TherapistEngine } from './therapist-engine';

/** The result therapist as the model writes it: name and experience are the therapist's own. */
export const generatedTherapistProfile = questionnaireResultTherapist.omit({
  name: true,
  experience: true,
});
export const generatedDescription = z.object({ description: z.string() });

const MAX_TAGS = 8;
const MAX_INSIGHTS = 4;
const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Paragraphs separated by blank lines, whatever line breaks the model used. */
export function asParagraphs(text: string): string {
  const trimmed = text.replace(/\r\n/g, '\n').trim();
  const parts = /\n[ \t]*\n/.test(trimmed) ? trimmed.split(/\n[ \t]*\n/) : trimmed.split('\n');
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Keeps the model to the insights it was given: the source is the expert who contributed the
 * insight, whatever the model wrote; an insight it reworded keeps a given expert's name, or
 * 'unknown'.
 */
export function checkInsights(
  applied: readonly InsightApplied[],
  given: readonly ExpertInsight[],
): InsightApplied[] {
  const experts = new Map(given.map((g) => [normal(g.expert), g.expert.trim()]));
  return applied.slice(0, MAX_INSIGHTS).map((a) => {
    const original = given.find((g) => normal(g.insight) === normal(a.insightText));
    const source = original?.expert.trim() || experts.get(normal(a.source)) || 'unknown';
    return { insightText: a.insightText.trim(), relevance: a.relevance.trim(), source };
  });
}

const round = (n: number) => Math.round(Math.max(-1, Math.min(1, n)) * 100) / 100;

function checkDimensions(d: MatchingDimensions): MatchingDimensions {
  return Object.fromEntries(dimensionKeys.map((k) => [k, round(d[k])])) as MatchingDimensions;
}

function checkTags(tags: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const tag of tags.map((t) => t.trim()).filter(Boolean)) {
    if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  }
  return [...byKey.values()].slice(0, MAX_TAGS);
}

const answersBlock = (answers: readonly { question: string; answer: string }[]) =>
  answers.map((a, i) => `${i + 1}. Q: ${a.question.trim()}\n   A: ${a.answer.trim()}`).join('\n');

/** The OpenAI provider's part for this area: structured completions through `ai.complete`. */
export function openaiTherapistEngine(
  ai: StructuredCompleter,
  prompts: TherapistPrompts = loadTherapistPrompts(),
): TherapistEngine {
  // Tags are search aids for one stored answer: a network round trip per answer is not worth it.
  const local = localTherapistEngine();

  return {
    async generateTherapistProfile(input) {
      const insights = input.insights
        .map(
          (i, n) =>
            `${n + 1}. [${i.expert}] ${i.insight.trim()} (Application: ${i.application.trim()})`,
        )
        .join('\n');
      const out = await ai.complete(
        'therapist_profile',
        generatedTherapistProfile,
        renderPrompt(prompts.therapistProfile, {
          name: input.name.trim(),
          experience: String(input.experience),
          age: input.age === undefined ? '' : `, aged ${input.age}`,
          answers: answersBlock(input.responses),
          insights: insights || '(none yet)',
        }),
      );
      const dimensions = checkDimensions(out.dimensions);
      return {
        name: input.name.trim(),
        experience: input.experience,
        specialty: out.specialty.trim() || GENERAL_SPECIALTY,
        style: out.style.trim() || styleOf(dimensions),
        tags: checkTags(out.tags),
        insightsApplied: checkInsights(out.insightsApplied, input.insights),
        description: asParagraphs(out.description),
        dimensions,
      };
    },

    async describeTherapist(input) {
      const dimensions = input.dimensions
        ? dimensionKeys.map((k) => `${k} ${input.dimensions?.[k] ?? 0}`).join(', ')
        : 'not placed yet';
      const out = await ai.complete(
        'therapist_description',
        generatedDescription,
        renderPrompt(prompts.describeTherapist, {
          name: input.name.trim(),
          experience: String(input.experience),
          specialty: input.specialty?.trim() || 'not given',
          bio: input.bio?.trim() || 'not given',
          dimensions,
          answers: answersBlock(input.responses) || '(no answers stored)',
          insights:
            input.insightsApplied.map((i) => `- [${i.source}] ${i.insightText}`).join('\n') ||
            '(none)',
        }),
      );
      return asParagraphs(out.description);
    },

    tagAnswer: (answer) => local.tagAnswer(answer),
  };
}
