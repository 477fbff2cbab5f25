import type { TextSignals } from './signals';
import { clip, condense } from './text';

export interface SummaryOptions {
  /** How many sentences to keep; by default 1 for short thoughts, 2 otherwise. */
  sentences?: number;
  /** Words the expert asked to focus on: sentences naming them are preferred. */
  focusTerms?: string[];
  /** Upper bound per condensed sentence. */
  maxSentenceLength?: number;
  /** Sentences the caller knows carry the main point (where the expert takes a side): preferred. */
  prefer?: number[];
}

/** Thoughts this short are their own summary: cutting a sentence loses a point. */
const SHORT_TEXT = 240;
/** A sentence that states what clients need or what works: the usual main point. */
const thesis = /\b(need|needs|helps?|works?|matters?|key|essential|important|best)\b/i;

/** How much a sentence says, per word: themes and dimensions count most, then key phrases. */
export function salience(
  signals: TextSignals,
  focusTerms: string[] = [],
  prefer: number[] = [],
): number[] {
  const top = signals.text.keyPhrases.slice(0, 8).map((k) => k.phrase);
  return signals.text.sentences.map((s) => {
    const themeHits = signals.themes.reduce(
      (n, t) => n + (t.sentences.includes(s.index) ? 1 : 0),
      0,
    );
    const dimHits = signals.dimensions.reduce(
      (n, d) => n + d.hits.filter((h) => h.sentence === s.index).length,
      0,
    );
    const phraseHits = s.phrases.filter((p) => top.includes(p)).length;
    const lower = s.text.toLowerCase();
    const focus = focusTerms.some((f) => lower.includes(f.toLowerCase())) ? 3 : 0;
    const raw = themeHits * 2 + dimHits * 1.5 + phraseHits + focus;
    const main = (prefer.includes(s.index) ? 1 : 0) + (thesis.test(s.text) ? 0.3 : 0);
    return raw / Math.sqrt(Math.max(4, s.words.length)) + (s.index === 0 ? 0.3 : 0) + main;
  });
}

/** The 1-2 most salient sentences of the expert's thoughts, condensed, in their original order. */
export function summarise(signals: TextSignals, opts: SummaryOptions = {}): string {
  const { sentences } = signals.text;
  if (sentences.length === 0) return '';
  const whole = sentences.map((s) => s.text).join(' ');
  // Two short sentences are both the point ("X needs Y. Z works better than W."): keep both.
  const wanted =
    opts.sentences ??
    (sentences.length <= 2 && whole.length <= SHORT_TEXT
      ? sentences.length
      : sentences.length <= 2
        ? 1
        : 2);
  const scores = salience(signals, opts.focusTerms, opts.prefer);
  const picked = sentences
    .map((s, i) => ({ s, score: scores[i] ?? 0 }))
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
    .slice(0, Math.max(1, wanted))
    .sort((a, b) => a.s.index - b.s.index)
    .map(({ s }) => condense(s.text, opts.maxSentenceLength));
  return clip(picked.join(' '), 600);
}
