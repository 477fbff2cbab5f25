import type { DimensionKey } from '@rapport/contracts';
import {
  findDimensionHits,
  findThemeHits,
  type Pole,
  type ThemeKey,
  analyseText,
  type Sentence,
} from '@rapport/language';

/** What one piece of text (a sentence of the person, or a bank question) is about. */
export interface TextProfile {
  /** Therapy themes named, with the words that named them. */
  themes: Map<ThemeKey, string[]>;
  /** Matching dimensions touched, with the words and the pole they lean to. */
  dimensions: Map<DimensionKey, { terms: string[]; pole: Pole }>;
  /** Content words (lemmas) that are not too general to link two texts. */
  words: Set<string>;
}

/**
 * What kind of question a bank question is: about a theme ('How much does anxiety affect
 * your day?'), about a preference on a matching dimension ('lead or follow?'), or open.
 * Only evidence of its own kind answers it; shared content words can answer any kind.
 */
export type QuestionKind = 'theme' | 'style' | 'open';

export interface QuestionProfile extends TextProfile {
  kind: QuestionKind;
  /** The dimensions a preference question is mostly about ('keep a steady pace' is not a question about who leads). */
  asks: Set<DimensionKey>;
}

/** Words too general to link an answer to a question on their own. */
const generic = new Set([
  'feel',
  'want',
  'like',
  'need',
  'think',
  'know',
  'get',
  'make',
  'help',
  'thing',
  'way',
  'life',
  'time',
  'lot',
  'really',
  'something',
  'someone',
  'therapist',
  'therapy',
  'session',
  'people',
  'person',
  'much',
  'more',
  'most',
  'kind',
  'sort',
  'day',
  'talk',
  'try',
  'seem',
  'find',
  'take',
  'give',
  'see',
  'come',
  'look',
  'keep',
  'let',
  'use',
  'tell',
  'say',
  'have',
  'be',
  'do',
  'would',
  'could',
  'can',
  'will',
  'what',
  'how',
  'when',
  'yes',
  'good',
  'well',
  'bit',
  'things',
]);

/**
 * Everyday spoken phrases for themes that the experts' lexicon leaves to context: 'work' alone
 * is too ambiguous for it, but 'stressed at work' is not.
 */
const spokenCues: [ThemeKey, RegExp][] = [
  [
    'work',
    /\b(at|from|after|before|about) work\b|\bmy (work|manager|office|co-?workers?|team lead)\b|\bworking (long|late)\b/,
  ],
  [
    'family',
    /\b(my|our) (sister|brother|mother|father|parents|siblings?|grandmother|grandfather|grandparents)\b/,
  ],
  ['relationships', /\b(my|our) (friends?|ex)\b/],
];

const contentPos = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

function contentWords(sentence: Sentence): string[] {
  return sentence.words
    .filter((w) => !w.stop && contentPos.has(w.pos))
    .map((w) => w.lemma || w.normal)
    .filter((w) => w.length >= 3 && /^[a-z][a-z'-]*$/.test(w) && !generic.has(w));
}

function emptyProfile(): TextProfile {
  return { themes: new Map(), dimensions: new Map(), words: new Set() };
}

/** Adds one sentence's themes, dimensions and words to a profile. */
function addSentence(profile: TextProfile, sentence: Sentence): void {
  const addTheme = (theme: ThemeKey, term: string) => {
    const terms = profile.themes.get(theme) ?? [];
    if (!terms.includes(term)) terms.push(term);
    profile.themes.set(theme, terms);
  };
  for (const hit of findThemeHits(sentence)) addTheme(hit.theme, hit.term);
  const lower = sentence.text.toLowerCase();
  for (const [theme, cue] of spokenCues) {
    const found = lower.match(cue);
    if (found) addTheme(theme, found[0]);
  }
  for (const hit of findDimensionHits(sentence)) {
    const seen = profile.dimensions.get(hit.dimension);
    const term = hit.negated ? `not ${hit.term}` : hit.term;
    if (!seen) profile.dimensions.set(hit.dimension, { terms: [term], pole: hit.pole });
    else if (!seen.terms.includes(term)) seen.terms.push(term);
  }
  for (const w of contentWords(sentence)) profile.words.add(w);
}

export interface SentenceProfile {
  sentence: Sentence;
  profile: TextProfile;
}

/** What the person said: one profile per sentence, and the model's overall sentiment. */
export function readUtterance(text: string): { sentences: SentenceProfile[]; sentiment: number } {
  const analysis = analyseText(text);
  const sentences = analysis.sentences.map((sentence) => {
    const profile = emptyProfile();
    addSentence(profile, sentence);
    return { sentence, profile };
  });
  return { sentences, sentiment: analysis.sentiment };
}

/** One profile for a whole text. */
export function textProfile(text: string): TextProfile {
  const profile = emptyProfile();
  for (const s of analyseText(text).sentences) addSentence(profile, s);
  return profile;
}

const count = <V>(m: Map<unknown, V[]>) => [...m.values()].reduce((n, v) => n + v.length, 0);

/**
 * A question mostly made of dimension words ('take the lead … or set the pace?') asks for a
 * preference even if a theme word slips in ('upbringing'); one naming themes asks about them.
 */
export function classifyQuestion(profile: TextProfile): QuestionKind {
  const themeHits = count(profile.themes);
  const dimensionHits = [...profile.dimensions.values()].reduce((n, d) => n + d.terms.length, 0);
  if (themeHits > 0 && dimensionHits < 2 * themeHits) return 'theme';
  if (dimensionHits > 0) return 'style';
  return 'open';
}

const questionCache = new Map<string, QuestionProfile>();
const QUESTION_CACHE_LIMIT = 2000;

/** A bank question's profile; questions repeat every turn, so they are read once. */
export function questionProfile(text: string): QuestionProfile {
  const cached = questionCache.get(text);
  if (cached) return cached;
  const profile = textProfile(text);
  const most = Math.max(0, ...[...profile.dimensions.values()].map((d) => d.terms.length));
  const asks = new Set(
    [...profile.dimensions].filter(([, d]) => d.terms.length === most).map(([key]) => key),
  );
  const result: QuestionProfile = { ...profile, kind: classifyQuestion(profile), asks };
  if (questionCache.size >= QUESTION_CACHE_LIMIT) questionCache.clear();
  questionCache.set(text, result);
  return result;
}
