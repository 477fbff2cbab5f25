import { clauseBreak } from './crisis-phrases';
import modelData from './data/crisis-model.json';

/**
 * A statistical second reader for the crisis check: logistic regression over words and word
 * pairs of the prepared text (lower case, idioms masked), with the words after a denial marked
 * ("not suicidal" is not "suicidal"), and over the text's sentence embedding (./sentence-encoder),
 * which carries what the words mean when none of them is a word the model has learned ("I've
 * sorted who gets the dog", "the candle's nearly out and I'll blow it myself"). It catches
 * paraphrases no phrase lists; detectCrisis flags when the phrases or this model say so. Trained
 * by ../scripts/train-crisis-model.ts on blind-written sets; weights in ./data/crisis-model.json.
 */
export interface CrisisModel {
  bias: number;
  weights: Record<string, number>;
  /** Scores at or above it flag. */
  threshold: number;
  /** The fingerprint of what it was trained on (../scripts/crisis-training.ts). */
  trainedOn?: string;
}

const denials = new Set([
  'not',
  'never',
  'no',
  "don't",
  "didn't",
  "haven't",
  "hasn't",
  "wasn't",
  "isn't",
  "aren't",
  "won't",
  "wouldn't",
  "can't",
  'nothing',
  'without',
]);

/** How much the sentence embedding counts beside the words (each of its numbers is small). */
const embeddingScale = 2;

/** The model's features of a prepared text: its words and its sentence embedding. */
export function crisisFeatures(prepared: string, embedding: Float32Array): Map<string, number> {
  const features = wordFeatures(prepared);
  embedding.forEach((v, i) => features.set(`e:${i}`, v * embeddingScale));
  return features;
}

/** Words of the prepared text, split at punctuation into clauses; a denial marks the rest. */
export function wordFeatures(prepared: string): Map<string, number> {
  const features = new Map<string, number>();
  const add = (f: string) => features.set(f, 1);
  for (const clause of prepared.split(clauseBreak)) {
    const words = clause.match(/[a-z0-9']+/g) ?? [];
    let denied = false;
    let previous = '^';
    for (const word of words) {
      const token = denied ? `not_${word}` : word;
      add(`u:${token}`);
      add(`b:${previous}_${token}`);
      previous = token;
      if (denials.has(word)) denied = true;
    }
  }
  return features;
}

export function crisisScore(model: CrisisModel, features: Map<string, number>): number {
  let z = model.bias;
  for (const [f, v] of features) z += (model.weights[f] ?? 0) * v;
  return 1 / (1 + Math.exp(-z));
}

export interface CrisisExample {
  features: Map<string, number>;
  crisis: boolean;
}

/**
 * Stochastic gradient descent in the examples' order (the same examples give the same weights),
 * L2 on every step; features seen in fewer than `minCount` texts get no weight. A word's penalty
 * applies only on the steps of texts that have it; the embedding's numbers are in every text, so
 * theirs (`embeddingL2`) is far smaller, or every step would shrink them to nothing.
 */
export function trainCrisisModel(
  examples: readonly CrisisExample[],
  { epochs = 30, rate = 0.5, l2 = 1e-3, embeddingL2 = 1e-5, minCount = 2, threshold = 0.5 } = {},
): CrisisModel {
  const counts = new Map<string, number>();
  for (const e of examples)
    for (const f of e.features.keys()) counts.set(f, (counts.get(f) ?? 0) + 1);
  const weights = new Map<string, number>();
  let bias = 0;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const step = rate / (1 + epoch);
    for (const e of examples) {
      const feats = [...e.features].filter(([f]) => (counts.get(f) ?? 0) >= minCount);
      let z = bias;
      for (const [f, v] of feats) z += (weights.get(f) ?? 0) * v;
      const gradient = 1 / (1 + Math.exp(-z)) - (e.crisis ? 1 : 0);
      bias -= step * gradient;
      for (const [f, v] of feats) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - step * (gradient * v + (f.startsWith('e:') ? embeddingL2 : l2) * w));
      }
    }
  }
  const kept = Object.fromEntries(
    [...weights].filter(([, w]) => Math.abs(w) >= 1e-3).map(([f, w]) => [f, Number(w.toFixed(4))]),
  );
  return { bias: Number(bias.toFixed(4)), weights: kept, threshold };
}

/** The trained model (../scripts/train-crisis-model.ts, `make train-crisis-model`). */
export const crisisModel = (): CrisisModel => modelData as CrisisModel;
