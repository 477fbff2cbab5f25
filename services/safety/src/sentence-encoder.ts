import path from 'node:path';
import { TextModel } from '@rapport/language';

/**
 * A sentence encoder: all-MiniLM-L6-v2, a 6-layer BERT distilled for sentence similarity (384
 * numbers per text), run by onnxruntime on the CPU (`TextModel`, @rapport/language). `make deps`
 * fetches its weights once and writes them as an ONNX graph into ./data (infra/scripts/models.sh,
 * checked by SHA-256).
 *
 * An embedding is the mean of the last layer over the tokens, scaled to length 1, as the
 * sentence-transformers library computes it for this model.
 */
export const encoderDimensions = 384;

const dataDir = path.join(__dirname, 'data');
export const encoderFiles = {
  name: 'sentence encoder',
  graph: path.join(dataDir, 'sentence-encoder.onnx'),
  tokenizer: path.join(dataDir, 'sentence-encoder.tokenizer.json'),
  tokenizerConfig: path.join(dataDir, 'sentence-encoder.tokenizer_config.json'),
};

const encoder = new TextModel(encoderFiles);

/** Loads the encoder (about 0.2 s) ahead of the first encode(); a failed load is retried. */
export function loadSentenceEncoder(): Promise<void> {
  return encoder.load();
}

/** The text's sentence embedding: 384 numbers, length 1. */
export function encode(text: string): Promise<Float32Array> {
  return encoder.run(text, 'embedding');
}
