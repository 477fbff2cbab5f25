import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import { analyseText, type TextAnalysis } from './nlp';
import { withModel } from './dimension-model';
import { scopeSentences } from './scope';
import {
  findDimensionHits,
  findThemeHits,
  themes,
  themeKeys,
  type DimensionHit,
  type Pole,
  type Speaker,
  type ThemeKey,
} from './lexicon';

export interface ThemeSignal {
  key: ThemeKey;
  label: string;
  /** Hits, plus a boost when the expert asked to focus on it. */
  weight: number;
  /** Distinct lexicon terms found, in order of appearance. */
  terms: string[];
  sentences: number[];
  /** The expert's own phrase for it when there is one ('childhood trauma'), else the label. */
  topic: string;
}

export interface DimensionSignal {
  key: DimensionKey;
  /** -1 … 1: the balance of evidence between the two poles, scaled by how much there is. */
  score: number;
  /** The pole the evidence leans to (first hit's pole on a tie). */
  pole: Pole;
  hits: DimensionHit[];
  /** Terms on the leading pole, in order of appearance. */
  evidence: string[];
  /** The sentence holding the first evidence for the leading pole. */
  sentence: number;
}

export interface TextSignals {
  text: TextAnalysis;
  themes: ThemeSignal[];
  dimensions: DimensionSignal[];
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** Phrases about the people in the room rather than the theme ('anxious clients'). */
const aboutPeople = /\b(clients?|therapists?|people|persons?|patients?|someone|children|kids?)\b/;

/**
 * The best-ranked key phrase whose head word is one of the theme's terms, e.g. 'panic attacks'
 * or 'childhood trauma'; otherwise the theme's label.
 */
function topicFor(key: ThemeKey, terms: string[], text: TextAnalysis): string {
  const words = new Set(terms.flatMap((t) => t.split(/\s+/)));
  const found = text.keyPhrases.find((k) => {
    const parts = k.phrase.split(' ');
    if (parts.length < 2 || aboutPeople.test(k.phrase)) return false;
    return parts.some((w) => words.has(w) || words.has(w.replace(/s$/, '')));
  });
  return found?.phrase ?? themes[key].label;
}

function readThemes(
  text: TextAnalysis,
  focus: ThemeKey[],
  exclude: ThemeKey[],
  speaker?: Speaker,
): ThemeSignal[] {
  const hits = text.sentences.flatMap((s) => findThemeHits(s, speaker));
  const signals: ThemeSignal[] = [];
  for (const key of themeKeys.filter((k) => !exclude.includes(k))) {
    const own = hits.filter((h) => h.theme === key);
    const boost = focus.includes(key) ? 10 : 0;
    if (own.length === 0 && boost === 0) continue;
    const terms = unique(own.map((h) => h.term));
    signals.push({
      key,
      label: themes[key].label,
      weight: own.length + boost,
      terms,
      sentences: unique(own.map((h) => h.sentence)),
      topic: topicFor(key, terms, text),
    });
  }
  // Heavier first; on a tie the theme the expert raised first.
  return signals.sort(
    (a, b) =>
      b.weight - a.weight ||
      (a.sentences[0] ?? Infinity) - (b.sentences[0] ?? Infinity) ||
      a.key.localeCompare(b.key),
  );
}

/** Balance of evidence in [-1, 1]; three or more hits give full strength. */
export function dimensionScore(high: number, low: number): number {
  const total = high + low;
  if (total === 0) return 0;
  return Math.round(((high - low) / total) * Math.min(1, total / 3) * 100) / 100;
}

function readDimensions(text: TextAnalysis, speaker?: Speaker): DimensionSignal[] {
  const clauses = scopeSentences(text.sentences);
  const lexicon = text.sentences.flatMap((s) => findDimensionHits(s, clauses, speaker));
  // The statistical reader reads a side where no lexicon word speaks, or where it is sure of
  // the other side.
  const hits = withModel(text.sentences, clauses, lexicon);
  const signals: DimensionSignal[] = [];
  for (const key of dimensionKeys) {
    const own = hits.filter((h) => h.dimension === key);
    const first = own[0];
    if (!first) continue;
    const weigh = (pole: Pole) =>
      own.filter((h) => h.pole === pole).reduce((sum, h) => sum + h.weight, 0);
    const score = dimensionScore(weigh(1), weigh(-1));
    const pole: Pole = score > 0 ? 1 : score < 0 ? -1 : first.pole;
    const leading = own.filter((h) => h.pole === pole);
    signals.push({
      key,
      score,
      pole,
      hits: own,
      evidence: unique(leading.map((h) => (h.negated ? `not ${h.term}` : h.term))),
      sentence: leading[0]?.sentence ?? first.sentence,
    });
  }
  return signals.sort(
    (a, b) =>
      b.hits.length - a.hits.length ||
      Math.abs(b.score) - Math.abs(a.score) ||
      dimensionKeys.indexOf(a.key) - dimensionKeys.indexOf(b.key),
  );
}

/**
 * What the local engine knows about a text: NLP analysis, therapy themes and the four matching
 * dimensions. `speaker` says who "I" is: a client, or a therapist describing their work.
 */
export function readSignals(
  raw: string,
  focus: ThemeKey[] = [],
  exclude: ThemeKey[] = [],
  speaker?: Speaker,
): TextSignals {
  const text = analyseText(raw);
  return {
    text,
    themes: readThemes(text, focus, exclude, speaker),
    dimensions: readDimensions(text, speaker),
  };
}
