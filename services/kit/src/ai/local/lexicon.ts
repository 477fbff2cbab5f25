import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import dimensionTerms from './lexicon/dimensions.json';
import themeData from './lexicon/themes.json';
import type { Sentence } from './nlp';

/** Therapy themes the lexicon knows, e.g. 'anxiety', 'trauma'. */
export type ThemeKey = keyof typeof themeData;
export const themeKeys = Object.keys(themeData) as ThemeKey[];

export interface ThemeEntry {
  label: string;
  terms: string[];
  /** Question templates; `{topic}` is replaced by the expert's own phrase for the theme. */
  client: string;
  therapist: string;
}

export const themes: Record<ThemeKey, ThemeEntry> = themeData;

/** +1: the first-named pole of a dimension (DESIGN §6), -1 the second. */
export type Pole = 1 | -1;

export interface ThemeHit {
  theme: ThemeKey;
  /** The lexicon term that matched. */
  term: string;
  sentence: number;
}

export interface DimensionHit {
  dimension: DimensionKey;
  /** Already flipped when the word is negated ("not years of exploring their past"). */
  pole: Pole;
  term: string;
  sentence: number;
  negated: boolean;
}

interface Matcher {
  term: string;
  /** Single words match a word's lemma or normal form; phrases match the sentence text. */
  pattern: RegExp | undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcher(term: string): Matcher {
  const t = term.toLowerCase();
  return { term: t, pattern: /[\s-]/.test(t) ? new RegExp(`\\b${escape(t)}\\b`) : undefined };
}

const themeMatchers = themeKeys.map((key) => ({ key, matchers: themes[key].terms.map(matcher) }));
const dimensionMatchers = dimensionKeys.map((key) => {
  const entry = (dimensionTerms as Record<DimensionKey, { high: string[]; low: string[] }>)[key];
  return { key, high: entry.high.map(matcher), low: entry.low.map(matcher) };
});

/** Where in the sentence a term occurs, or -1. */
function locate(m: Matcher, sentence: Sentence, normals: string, lemmas: string): number {
  if (m.pattern) {
    for (const text of [normals, lemmas]) {
      const at = text.search(m.pattern);
      if (at >= 0) return text.slice(0, at).split(' ').length - 1;
    }
    return -1;
  }
  // The singular catches plurals the tagger left alone ('Clients' read as a proper noun).
  return sentence.words.findIndex(
    (w) => w.lemma === m.term || w.normal === m.term || w.normal.replace(/s$/, '') === m.term,
  );
}

function sentenceForms(sentence: Sentence) {
  return {
    normals: sentence.words.map((w) => w.normal).join(' '),
    lemmas: sentence.words.map((w) => w.lemma).join(' '),
  };
}

/** Drops single-word hits inside a phrase hit of the same group: 'set the pace' counts once, not twice. */
function withoutNested<H extends { term: string }>(hits: H[], group: (h: H) => string): H[] {
  return hits.filter(
    (h) =>
      h.term.includes(' ') ||
      !hits.some(
        (o) =>
          o !== h &&
          group(o) === group(h) &&
          o.term.includes(' ') &&
          o.term.split(/[\s-]+/).includes(h.term),
      ),
  );
}

/** Each theme term found in the sentence, once per term. */
export function findThemeHits(sentence: Sentence): ThemeHit[] {
  const { normals, lemmas } = sentenceForms(sentence);
  const hits: ThemeHit[] = [];
  for (const { key, matchers } of themeMatchers) {
    for (const m of matchers) {
      if (locate(m, sentence, normals, lemmas) >= 0)
        hits.push({ theme: key, term: m.term, sentence: sentence.index });
    }
  }
  // A phrase counts once across themes too: 'work stress' is about work, not anxiety.
  return withoutNested(hits, () => '');
}

/** Each dimension term found in the sentence, with its pole flipped under negation. */
export function findDimensionHits(sentence: Sentence): DimensionHit[] {
  const { normals, lemmas } = sentenceForms(sentence);
  const hits: DimensionHit[] = [];
  for (const { key, high, low } of dimensionMatchers) {
    for (const [matchers, pole] of [
      [high, 1],
      [low, -1],
    ] as const) {
      for (const m of matchers) {
        const at = locate(m, sentence, normals, lemmas);
        if (at < 0) continue;
        const negated = sentence.words[at]?.negated ?? false;
        hits.push({
          dimension: key,
          pole: negated ? (-pole as Pole) : pole,
          term: m.term,
          sentence: sentence.index,
          negated,
        });
      }
    }
  }
  return withoutNested(hits, (h) => `${h.dimension}${h.pole}`);
}

/** Themes a free text names, e.g. the 'trauma' in "focus on trauma work". */
export function themesNamedIn(words: string[]): ThemeKey[] {
  const text = ` ${words.join(' ').toLowerCase()} `;
  const phrases = themeKeys.flatMap((key) =>
    [themes[key].label, ...themes[key].terms]
      .filter((t) => t.includes(' ') && text.includes(` ${t} `))
      .map((t) => ({ key, t })),
  );
  // Words inside a matched phrase belong to it: 'work stress' is not also 'stress'.
  const covered = new Set(phrases.flatMap(({ t }) => t.split(' ')));
  const forms = new Set(
    words
      .map((w) => w.toLowerCase())
      .filter((w) => !covered.has(w))
      .flatMap((w) => [w, w.replace(/s$/, '')]),
  );
  return themeKeys.filter(
    (key) =>
      phrases.some((p) => p.key === key) ||
      forms.has(key.toLowerCase()) ||
      forms.has(themes[key].label) ||
      themes[key].terms.some((t) => forms.has(t)),
  );
}
