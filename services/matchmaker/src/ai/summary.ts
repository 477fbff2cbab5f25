import type { DimensionKey, QaEntry } from '@rapport/contracts';
import type { AnalysisEvidence, DimensionEvidence } from '@rapport/matching';
import { themes, readSignals, listOf } from '@rapport/language';

/** '[Inferred] I like warmth.' → 'I like warmth.' */
export function withoutInferredPrefix(answer: string): string {
  return answer.replace(/^\s*\[Inferred\]\s*/i, '').trim();
}

/**
 * Everything they said in the matching model's terms: lexicon hits per dimension pole
 * (negation already flipped) and theme hits, the way the written assessment reads answers.
 */
export function evidenceFromAnswers(answers: string[]): AnalysisEvidence {
  const text = answers.map(withoutInferredPrefix).filter(Boolean).join('\n\n');
  if (!text) return { dimensions: {}, themes: [] };
  const signals = readSignals(text);
  const dimensions: Partial<Record<DimensionKey, DimensionEvidence>> = {};
  for (const d of signals.dimensions) {
    const high = d.hits.filter((h) => h.pole === 1).length;
    if (d.hits.length > 0)
      dimensions[d.key] = {
        score: (high - (d.hits.length - high)) / d.hits.length,
        count: d.hits.length,
      };
  }
  return {
    dimensions,
    themes: signals.themes.map((t) => ({ theme: t.key, weight: t.weight })),
  };
}

/** How each preference is said back in the summary ('you'd value …'). */
const valued: Record<DimensionKey, { high: string; low: string }> = {
  directiveness: { high: 'a therapist who takes the lead', low: 'setting the direction yourself' },
  emotionalIntensity: { high: 'going deep into your feelings', low: 'a calm, measured pace' },
  pastOrientation: { high: 'exploring your past', low: 'working on the here and now' },
  warmSupport: { high: 'gentle support', low: 'direct challenge' },
};

/** A preference is named in the summary only when the answers clearly lean one way. */
const CLEAR_LEAN = 0.3;

/** A short spoken summary: what they want help with and how they like to work. */
export function summarizeAnswers(previousQA: QaEntry[]): string {
  const evidence = evidenceFromAnswers(previousQA.map((q) => q.answer));
  const topics = evidence.themes
    .slice(0, 3)
    .map((t) => (typeof t === 'string' ? t : t.theme))
    .map((key) => themes[key as keyof typeof themes]?.label ?? key);
  const leanings = (Object.entries(evidence.dimensions) as [DimensionKey, DimensionEvidence][])
    .filter(([, d]) => Math.abs(d.score) >= CLEAR_LEAN)
    .map(([key, d]) => valued[key][d.score > 0 ? 'high' : 'low']);
  const parts: string[] = [];
  if (topics.length > 0) parts.push(`you'd like help with ${listOf(topics)}`);
  if (leanings.length > 0) parts.push(`you'd value ${listOf(leanings)}`);
  if (parts.length === 0)
    return 'Thank you for talking with me. Let me find the therapist who fits you best.';
  return `Here's what I heard: ${parts.join(', and ')}. Let me find the therapist who fits you best.`;
}
