import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import { InferenceSession, Tensor } from 'onnxruntime-node';

/**
 * A sentence encoder: all-MiniLM-L6-v2, a 6-layer BERT distilled for sentence similarity (384
 * numbers per text), run by onnxruntime on the CPU. `make deps` fetches its weights once and
 * writes them as an ONNX graph into ./data (infra/scripts/models.sh, checked by SHA-256), which
 * `make build` copies beside each bundle; nothing is fetched at run time. Tokenizing is Hugging
 * Face's tokenizers.js on the model's own tokenizer.json.
 *
 * An embedding is the mean of the last layer over the tokens, scaled to length 1, as the
 * sentence-transformers library computes it for this model; a text longer than 256 word pieces
 * is cut there, as that library does. One thread per call: the same text gives the same numbers.
 */
export const encoderDimensions = 384;
const maxTokens = 256;

const dataDir = path.join(__dirname, 'data');
export const encoderFiles = {
  graph: path.join(dataDir, 'sentence-encoder.onnx'),
  tokenizer: path.join(dataDir, 'sentence-encoder.tokenizer.json'),
  tokenizerConfig: path.join(dataDir, 'sentence-encoder.tokenizer_config.json'),
};

interface Encoder {
  tokenizer: Tokenizer;
  session: InferenceSession;
}

const missing = (file: string, err: unknown) =>
  new Error(
    `sentence encoder: cannot read ${file} (\`make deps\` fetches it): ${(err as Error).message}`,
  );

async function load(): Promise<Encoder> {
  const json = (file: string) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as object;
    } catch (err) {
      throw missing(file, err);
    }
  };
  const tokenizer = new Tokenizer(json(encoderFiles.tokenizer), json(encoderFiles.tokenizerConfig));
  const session = await InferenceSession.create(encoderFiles.graph, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  }).catch((err: unknown) => {
    throw missing(encoderFiles.graph, err);
  });
  return { tokenizer, session };
}

let encoder: Promise<Encoder> | undefined;

/** Loads the encoder (about 0.2 s) ahead of the first encode(); a failed load is retried. */
export function loadSentenceEncoder(): Promise<void> {
  encoder ??= load().catch((err: unknown) => {
    encoder = undefined;
    throw err;
  });
  return encoder.then(() => undefined);
}

/** The text's sentence embedding: 384 numbers, length 1. */
export async function encode(text: string): Promise<Float32Array> {
  await loadSentenceEncoder();
  const { tokenizer, session } = await encoder!;
  const ids = tokenizer.encode(text).ids;
  // Cut as sentence-transformers does: the first 255 pieces, then the closing [SEP].
  const kept = ids.length > maxTokens ? [...ids.slice(0, maxTokens - 1), ids.at(-1)!] : ids;
  const input = new Tensor('int64', BigInt64Array.from(kept, BigInt), [1, kept.length]);
  const { embedding } = await session.run({ input_ids: input });
  return embedding!.data as Float32Array;
}
