import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import type { DimensionWeights, TextFeatures } from './dimension-model';

/** A training text's features and the side it takes on each dimension it touches. */
export interface TrainingExample {
  features: TextFeatures;
  expect: Partial<Record<DimensionKey, 1 | -1>>;
}

export interface TrainingOptions {
  epochs: number;
  /** Initial step size; it decays as 1 / (1 + epoch). */
  rate: number;
  /** L2 penalty per step. */
  l2: number;
  /** A sparse feature must occur in this many training texts to get a weight. */
  minCount: number;
}

export const defaultTrainingOptions: TrainingOptions = {
  epochs: 60,
  rate: 1,
  l2: 1e-4,
  minCount: 2,
};

/** Class of an example on a dimension: 0 the first pole, 1 the second, 2 no side. */
const classOf = (e: TrainingExample, key: DimensionKey) =>
  e.expect[key] === 1 ? 0 : e.expect[key] === -1 ? 1 : 2;

/**
 * Multinomial logistic regression per dimension (class "no side" is the reference with logit
 * 0), by stochastic gradient descent in the examples' order: the same examples give the same
 * weights.
 */
export function trainDimensions(
  examples: readonly TrainingExample[],
  options: TrainingOptions = defaultTrainingOptions,
): Record<DimensionKey, DimensionWeights> {
  const documentCounts = new Map<string, number>();
  for (const e of examples)
    for (const f of e.features.sparse.keys())
      documentCounts.set(f, (documentCounts.get(f) ?? 0) + 1);
  const vocabulary = new Set(
    [...documentCounts].filter(([, n]) => n >= options.minCount).map(([f]) => f),
  );
  const denseSize = examples[0]?.features.dense.length ?? 0;
  const out = {} as Record<DimensionKey, DimensionWeights>;
  for (const key of dimensionKeys) {
    const bias = [0, 0];
    const sparse = new Map<string, [number, number]>();
    const dense = [new Float64Array(denseSize), new Float64Array(denseSize)];
    for (let epoch = 0; epoch < options.epochs; epoch += 1) {
      const rate = options.rate / (1 + epoch);
      for (const e of examples) {
        const feats = [...e.features.sparse].filter(([f]) => vocabulary.has(f));
        const z = [bias[0] ?? 0, bias[1] ?? 0];
        for (const [f, count] of feats) {
          const w = sparse.get(f);
          if (w) {
            z[0] = (z[0] ?? 0) + w[0] * count;
            z[1] = (z[1] ?? 0) + w[1] * count;
          }
        }
        for (let c = 0; c < 2; c += 1) {
          const wd = dense[c] as Float64Array;
          let s = 0;
          for (let d = 0; d < denseSize; d += 1) s += (wd[d] ?? 0) * (e.features.dense[d] ?? 0);
          z[c] = (z[c] ?? 0) + s;
        }
        const top = Math.max(z[0] ?? 0, z[1] ?? 0, 0);
        const ex = [Math.exp((z[0] ?? 0) - top), Math.exp((z[1] ?? 0) - top), Math.exp(-top)];
        const sum = (ex[0] ?? 0) + (ex[1] ?? 0) + (ex[2] ?? 0);
        const y = classOf(e, key);
        for (let c = 0; c < 2; c += 1) {
          const p = (ex[c] ?? 0) / sum;
          const g = p - (y === c ? 1 : 0);
          bias[c] = (bias[c] ?? 0) - rate * g;
          for (const [f, count] of feats) {
            let w = sparse.get(f);
            if (!w) {
              w = [0, 0];
              sparse.set(f, w);
            }
            const old = w[c] ?? 0;
            w[c] = old - rate * (g * count + options.l2 * old);
          }
          const wd = dense[c] as Float64Array;
          for (let d = 0; d < denseSize; d += 1)
            wd[d] =
              (wd[d] ?? 0) - rate * (g * (e.features.dense[d] ?? 0) + options.l2 * (wd[d] ?? 0));
        }
      }
    }
    const round = (x: number) => Math.round(x * 1e4) / 1e4;
    const kept: Record<string, [number, number]> = {};
    for (const f of [...sparse.keys()].sort()) {
      const w = sparse.get(f) as [number, number];
      if (Math.abs(w[0]) >= 1e-3 || Math.abs(w[1]) >= 1e-3) kept[f] = [round(w[0]), round(w[1])];
    }
    out[key] = {
      bias: [round(bias[0] ?? 0), round(bias[1] ?? 0)],
      sparse: kept,
      dense: [Array.from(dense[0] ?? [], round), Array.from(dense[1] ?? [], round)],
    };
  }
  return out;
}

/** The training texts (../training/*.jsonl), with the file each came from. */
export interface TrainingLine {
  file: string;
  text: string;
  expect: Partial<Record<DimensionKey, 1 | -1>>;
}

export const trainingDir = path.join(__dirname, '..', 'training');

/** Every training file, checked line by line, and the SHA-256 of their contents in name order. */
export function readTrainingFiles(dir: string = trainingDir): {
  files: string[];
  lines: TrainingLine[];
  sha256: string;
} {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  const hash = createHash('sha256');
  const lines: TrainingLine[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    hash.update(text);
    text.split('\n').forEach((raw, i) => {
      if (raw.trim() === '') return;
      const line = JSON.parse(raw) as Omit<TrainingLine, 'file'>;
      if (typeof line.text !== 'string' || typeof line.expect !== 'object' || !line.expect)
        throw new Error(`${file}:${i + 1}: needs text and expect`);
      for (const [k, v] of Object.entries(line.expect))
        if (!dimensionKeys.includes(k as DimensionKey) || (v !== 1 && v !== -1))
          throw new Error(`${file}:${i + 1}: expect.${k} must be 1 or -1 on a dimension`);
      lines.push({ ...line, file });
    });
  }
  return { files, lines, sha256: hash.digest('hex') };
}
