import { readFileSync } from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';
import { InferenceSession, Tensor } from 'onnxruntime-node';

/**
 * A transformer over one text, run by onnxruntime on the CPU: the sentence encoder of the crisis
 * check (@rapport/safety) and the expert reader's fine-tuned second opinion (knowledge-capture).
 * `make deps` writes each graph and its tokenizer into the data folder of the package that uses
 * it (infra/scripts/models.sh), which `make build` copies beside each bundle; nothing is fetched
 * at run time. Tokenizing is Hugging Face's tokenizers.js on the model's own tokenizer.json.
 *
 * A text longer than 256 word pieces is cut there, as the sentence-transformers library does.
 * One thread per call: the same text gives the same numbers.
 */
export interface TextModelFiles {
  /** What the model is, for error messages ("sentence encoder"). */
  name: string;
  graph: string;
  tokenizer: string;
  tokenizerConfig: string;
}

const maxTokens = 256;

interface Loaded {
  tokenizer: Tokenizer;
  session: InferenceSession;
}

export class TextModel {
  private loaded: Promise<Loaded> | undefined;

  constructor(readonly files: TextModelFiles) {}

  /** Loads the graph and tokenizer (about 0.2 s) ahead of the first run(); a failed load is retried. */
  load(): Promise<void> {
    this.loaded ??= this.read().catch((err: unknown) => {
      this.loaded = undefined;
      throw err;
    });
    return this.loaded.then(() => undefined);
  }

  /** The graph's output `output` for the text ([CLS] … [SEP], one text, no padding). */
  async run(text: string, output: string): Promise<Float32Array> {
    await this.load();
    const { tokenizer, session } = await this.loaded!;
    const ids = tokenizer.encode(text).ids;
    // Cut as sentence-transformers does: the first 255 pieces, then the closing [SEP].
    const kept = ids.length > maxTokens ? [...ids.slice(0, maxTokens - 1), ids.at(-1)!] : ids;
    const input = new Tensor('int64', BigInt64Array.from(kept, BigInt), [1, kept.length]);
    const outputs = await session.run({ input_ids: input });
    return outputs[output]!.data as Float32Array;
  }

  private async read(): Promise<Loaded> {
    const json = (file: string) => {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as object;
      } catch (err) {
        throw this.missing(file, err);
      }
    };
    const tokenizer = new Tokenizer(json(this.files.tokenizer), json(this.files.tokenizerConfig));
    const session = await InferenceSession.create(this.files.graph, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    }).catch((err: unknown) => {
      throw this.missing(this.files.graph, err);
    });
    return { tokenizer, session };
  }

  private missing(file: string, err: unknown): Error {
    return new Error(
      `${this.files.name}: cannot read ${file} (\`make deps\` fetches it): ${(err as Error).message}`,
    );
  }
}
