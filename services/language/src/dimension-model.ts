import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import modelData from './data/dimension-model.json';
import { embeddings } from './embeddings';
import type { DimensionHit } from './lexicon';
import type { Sentence } from './nlp';
import { clauseAt, stanceOf, type Clause, type Person } from './scope';

/**
 * The statistical reader: where the lexicon finds no word for a dimension, a model trained on
 * labelled sentences (../training, written for it; none from the evaluation corpus) says
 * whether the text still takes a side on it, and which.
 *
 * Per dimension it is a softmax over three classes (takes the first pole, the second, no side)
 * on features that keep the scope: each content word's lemma as said or as negated/rejected
 * ("~lecture" in "someone who doesn't lecture me"), word pairs within a clause ("let me",
 * "~off hook"), and the average word vector of the text (GloVe, ./embeddings) with and without
 * the scope's sign, so words the training never saw still count by their neighbours.
 *
 * Trained by ../scripts/train-dimension-model.ts (deterministic; `npm run train-model -w
 * @rapport/language`), which writes ./data/dimension-model.json.
 */

/** Parts of speech whose words carry meaning for the model. */
const contentPos = new Set(['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN', 'INTJ']);

/** Function words that still say who acts or how ("let *me*", "*too* soft", "*more* structure"). */
const keptFunctionWords = new Set([
  'me',
  'myself',
  'i',
  'you',
  'my',
  'too',
  'more',
  'less',
  'now',
  'why',
  'what',
  'how',
  'off',
  'out',
  'up',
  'back',
  'own',
  'deep',
]);

export interface TextFeatures {
  /** Sparse features with their counts. */
  sparse: Map<string, number>;
  /** Average word vector, signed by the scope, then unsigned (2 × dims); zeros without words. */
  dense: Float32Array;
  /** Content words in order, with where they are, for pointing at the model's evidence. */
  words: { sentence: number; word: number; lemma: string; polarity: 1 | -1; person: Person }[];
}

function vectorOf(lemma: string, normal: string): Float32Array | undefined {
  const e = embeddings();
  return e.vector(normal) ?? e.vector(lemma);
}

/** A word as the model keys it: its lemma, marked "~" when negated or rejected. */
const wordKey = (lemma: string, polarity: 1 | -1) => `${polarity === -1 ? '~' : ''}${lemma}`;

/** A content word's features: the word, and the word said of someone else. */
const wordFeatures = (key: string, person: Person) =>
  // The same word said of someone else ("my dad was *harsh*") may mean something else.
  person === 'self' ? [`u:${key}`] : [`u:${key}`, `u:${person}:${key}`];

/** A lexicon hit's features, each counting the hit's weight. */
function hitFeatures(h: DimensionHit): string[] {
  const f = `lex:${h.dimension}${h.pole === 1 ? '+' : '-'}`;
  // Said of someone else ("my dad was harsh") or against ("not harsh"): weighed on its own.
  return [
    f,
    ...(h.person !== 'self' ? [`${f}:${h.person}`] : []),
    ...(h.negated ? [`${f}:against`] : []),
  ];
}

/**
 * Words whose verb means something else than the word the models learned: "clients who present
 * with panic" says nothing of the here and now.
 */
const verbSenses: Record<string, string> = { present: 'present_verb' };
const senseOf = (w: Sentence['words'][number]) => {
  const lemma = w.lemma || w.normal;
  return (w.pos === 'VERB' && verbSenses[lemma]) || lemma;
};

/**
 * The model's features of a text (its sentences and clauses as ./scope reads them). The lexicon's
 * hits, after negation and contrast, are features too ("lex:warmSupport-"): the model learns from
 * the training sentences how far to trust them.
 */
export function textFeatures(
  sentences: readonly Sentence[],
  clauses: readonly Clause[],
  lexicon: readonly DimensionHit[] = [],
): TextFeatures {
  const dims = embeddings().dims;
  const sparse = new Map<string, number>();
  const add = (f: string) => sparse.set(f, (sparse.get(f) ?? 0) + 1);
  const signed = new Float32Array(dims);
  const unsigned = new Float32Array(dims);
  let counted = 0;
  const words: TextFeatures['words'] = [];
  for (const s of sentences) {
    let previous: { key: string; clause: number } | undefined;
    s.words.forEach((w, i) => {
      const lemma = senseOf(w);
      if (!/[a-z]/.test(lemma)) return;
      const content = (contentPos.has(w.pos) && !w.stop) || keptFunctionWords.has(w.normal);
      const stance = stanceOf(clauses, s.index, i);
      const clause = clauseAt(clauses, s.index, i);
      const clauseIndex = clause?.index ?? -1;
      const key = wordKey(lemma, stance.polarity);
      if (previous && previous.clause === clauseIndex) add(`b:${previous.key}_${key}`);
      previous = { key, clause: clauseIndex };
      if (!content) return;
      for (const f of wordFeatures(key, stance.person)) add(f);
      words.push({
        sentence: s.index,
        word: i,
        lemma,
        polarity: stance.polarity,
        person: stance.person,
      });
      const v = vectorOf(lemma, w.normal);
      if (!v || w.stop) return;
      for (let d = 0; d < dims; d += 1) {
        signed[d] = (signed[d] ?? 0) + stance.polarity * (v[d] ?? 0);
        unsigned[d] = (unsigned[d] ?? 0) + (v[d] ?? 0);
      }
      counted += 1;
    });
  }
  for (const h of lexicon)
    for (const f of hitFeatures(h)) sparse.set(f, (sparse.get(f) ?? 0) + h.weight);
  const dense = new Float32Array(dims * 2);
  if (counted > 0) {
    for (let d = 0; d < dims; d += 1) {
      dense[d] = (signed[d] ?? 0) / counted;
      dense[dims + d] = (unsigned[d] ?? 0) / counted;
    }
  }
  return { sparse, dense, words };
}

/**
 * A text's features without some of its words (each content word's own features and the
 * lexicon's hits on them): what the model reads from the rest. Word pairs and the word vector
 * stay.
 */
export function featuresWithout(
  features: TextFeatures,
  lexicon: readonly DimensionHit[],
  dropped: (sentence: number, word: number) => boolean,
): TextFeatures {
  const sparse = new Map(features.sparse);
  const lower = (feature: string, by: number) => {
    const n = (sparse.get(feature) ?? 0) - by;
    if (n > 1e-9) sparse.set(feature, n);
    else sparse.delete(feature);
  };
  for (const w of features.words)
    if (dropped(w.sentence, w.word))
      for (const f of wordFeatures(wordKey(w.lemma, w.polarity), w.person)) lower(f, 1);
  for (const h of lexicon)
    if (dropped(h.sentence, h.word)) for (const f of hitFeatures(h)) lower(f, h.weight);
  return { ...features, sparse };
}

/** One dimension's weights: logits of the first pole and the second against "no side" (0). */
export interface DimensionWeights {
  bias: [number, number];
  sparse: Record<string, [number, number]>;
  dense: [number[], number[]];
}

export interface DimensionModel {
  /** Where the model came from: the training files, their line count and SHA-256. */
  trainedOn: { files: string[]; lines: number; sha256: string };
  /** Probability a side needs before the model's reading counts. */
  threshold: number;
  dimensions: Record<DimensionKey, DimensionWeights>;
}

export const dimensionModel = modelData as unknown as DimensionModel;

function logits(w: DimensionWeights, f: TextFeatures): [number, number] {
  let high = w.bias[0];
  let low = w.bias[1];
  for (const [feature, count] of f.sparse) {
    const pair = w.sparse[feature];
    if (!pair) continue;
    high += pair[0] * count;
    low += pair[1] * count;
  }
  high += dot(w.dense[0], f.dense);
  low += dot(w.dense[1], f.dense);
  return [high, low];
}

function dot(a: readonly number[], b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Probabilities of [first pole, second pole, no side]. */
function sideProbabilities(w: DimensionWeights, f: TextFeatures): [number, number, number] {
  const [high, low] = logits(w, f);
  const top = Math.max(high, low, 0);
  const eh = Math.exp(high - top);
  const el = Math.exp(low - top);
  const e0 = Math.exp(-top);
  const sum = eh + el + e0;
  return [eh / sum, el / sum, e0 / sum];
}

export interface ModelReading {
  dimension: DimensionKey;
  pole: 1 | -1;
  probability: number;
  /** The content word that weighs most towards the side: where the reading points in the text. */
  anchor: TextFeatures['words'][number];
}

/**
 * The sides the model reads on the given dimensions: a side counts when its probability reaches
 * the model's threshold and beats both the other side and "no side".
 */
export function readWithModel(
  features: TextFeatures,
  keys: readonly DimensionKey[] = dimensionKeys,
  model: DimensionModel = dimensionModel,
): ModelReading[] {
  const out: ModelReading[] = [];
  if (features.words.length === 0) return out;
  for (const key of keys) {
    const w = model.dimensions[key];
    if (!w) continue;
    const [high, low, none] = sideProbabilities(w, features);
    const pole: 1 | -1 = high >= low ? 1 : -1;
    const probability = Math.max(high, low);
    if (probability < model.threshold || probability <= none) continue;
    out.push({ dimension: key, pole, probability, anchor: anchorOf(w, features, pole) });
  }
  return out;
}

/** The word whose own feature pulls most towards the side: where the reading points. */
function anchorOf(
  w: DimensionWeights,
  f: TextFeatures,
  pole: 1 | -1,
): TextFeatures['words'][number] {
  let best = f.words[0] as TextFeatures['words'][number];
  let bestScore = -Infinity;
  for (const word of f.words) {
    const [high, low] = w.sparse[`u:${wordKey(word.lemma, word.polarity)}`] ?? [0, 0];
    const score = pole === 1 ? high - low : low - high;
    if (score > bestScore) {
      bestScore = score;
      best = word;
    }
  }
  return best;
}

/** How much a reading of the model weighs against a lexicon word (1): it is an inference. */
export const MODEL_WEIGHT = 0.5;

/**
 * The model's readings on `keys` as lexicon-style hits, pointing at their anchor word; `negated`
 * when that word was said against (its pole is the model's reading already).
 */
/** Probability at which the model's side outweighs the lexicon's words on the same dimension. */
export const OVERRIDE_PROBABILITY = 0.8;
/**
 * In a text this short ("I want to talk about my childhood") the model reads no more than the
 * lexicon's word does, and what it learned elsewhere ("childhood" beside a wish for the present,
 * "my childhood was fine, I want to …") turned it: a plain word is overridden only when the model
 * is all but certain. On the client checklist (infra/eval/language/checklists/client-a.json) 51
 * reversed became 45; the client tuning half, the development sets and the expert reader's
 * cross-validation read the same.
 */
const SHORT_TEXT = 15;
const SHORT_OVERRIDE_PROBABILITY = 0.99;

/**
 * The lexicon's hits, read again by the model: on a dimension the lexicon has no word for, the
 * model's side when it has one; on a dimension where the lexicon's evidence is a single word and
 * the model is sure (`OVERRIDE_PROBABILITY`) of the other side, the model's side instead
 * ("Whenever someone hands me a step-by-step plan I end up resenting it"). Cross-validated (5
 * folds) on the 8,050 training texts (../scripts/train-dimension-model.ts) this reads 84.7% of
 * the labelled sides right (9.0% the wrong side), where the lexicon alone reads 65.3% (11.9%).
 */
export function withModel(
  sentences: readonly Sentence[],
  clauses: readonly Clause[],
  lexicon: readonly DimensionHit[],
): DimensionHit[] {
  if (sentences.length === 0) return [...lexicon];
  const features = textFeatures(sentences, clauses, lexicon);
  const readings = readWithModel(features);
  const short = sentences.flatMap((s) => s.words).length <= SHORT_TEXT;
  let hits = [...lexicon];
  for (const r of readings) {
    const own = lexicon.filter((h) => h.dimension === r.dimension);
    const net = own.reduce((n, h) => n + h.pole * h.weight, 0);
    if (own.length > 0) {
      // Two words the person used that agree outweigh the model.
      const weak = Math.abs(net) <= 1;
      const plainShort = short && own.every((h) => !h.negated);
      const need = plainShort ? SHORT_OVERRIDE_PROBABILITY : OVERRIDE_PROBABILITY;
      if (Math.sign(net) === r.pole || r.probability < need || !weak) continue;
      hits = hits.filter((h) => h.dimension !== r.dimension);
    }
    hits.push(asHit(r, sentences));
  }
  return hits;
}

/** A reading of the model as a lexicon-style hit on its anchor word (`negated` as that word was said). */
export function asHit(r: ModelReading, sentences: readonly Sentence[]): DimensionHit {
  return {
    dimension: r.dimension,
    pole: r.pole,
    term: sentences[r.anchor.sentence]?.words[r.anchor.word]?.text.toLowerCase() ?? r.anchor.lemma,
    sentence: r.anchor.sentence,
    negated: r.anchor.polarity === -1,
    weight: MODEL_WEIGHT,
    person: r.anchor.person,
    word: r.anchor.word,
    inferred: true,
  };
}
