/**
 * Trains the statistical reader (../src/dimension-model.ts) on ../training/*.jsonl and
 * writes ../src/data/dimension-model.json. Before that it reports a 5-fold cross-validation on
 * the training sentences themselves, so a change to the features or the data shows its effect
 * without touching the evaluation corpus (infra/eval/language).
 *
 *   tsx services/language/scripts/train-dimension-model.ts [--threshold 0.45] [--cv-only]
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import {
  OVERRIDE_PROBABILITY,
  readWithModel,
  textFeatures,
  type DimensionModel,
} from '../src/dimension-model';
import {
  defaultTrainingOptions,
  readTrainingFiles,
  trainDimensions,
  type TrainingExample,
  type TrainingOptions,
} from '../src/dimension-training';
import { findDimensionHits, type Speaker } from '../src/lexicon';
import { analyseText } from '../src/nlp';
import { scopeSentences } from '../src/scope';

const dataDir = path.join(__dirname, '..', 'src', 'data');

/** Who "I" is in each training file: therapists and experts write as therapists. */
const speakers: Record<string, Speaker> = { 'professional.jsonl': 'therapist' };

function featuresOf(text: string, speaker: Speaker) {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  const lexicon = sentences.flatMap((s) => findDimensionHits(s, clauses, speaker));
  return textFeatures(sentences, clauses, lexicon);
}

const fold = (text: string) => (createHash('sha256').update(text).digest()[0] ?? 0) % 5;

type Tally = { right: number; wrong: number; silent: number; spurious: number; untouched: number };

const tally = (): Tally => ({ right: 0, wrong: 0, silent: 0, spurious: 0, untouched: 0 });

function count(t: Tally, want: 1 | -1 | undefined, got: 1 | -1 | undefined): void {
  if (want === undefined) {
    t.untouched += 1;
    if (got !== undefined) t.spurious += 1;
  } else if (got === undefined) t.silent += 1;
  else if (got === want) t.right += 1;
  else t.wrong += 1;
}

function report(name: string, t: Tally): string {
  const labelled = t.right + t.wrong + t.silent;
  const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;
  return (
    `  ${name.padEnd(16)} right ${pct(t.right, labelled)}, wrong side ${pct(t.wrong, labelled)}, ` +
    `silent ${pct(t.silent, labelled)}; a side where none is labelled ${pct(t.spurious, t.untouched)}`
  );
}

/** The lexicon's weighted hits on a dimension, first pole minus second. */
const lexiconNet = (e: TrainingExample, key: DimensionKey) =>
  (e.features.sparse.get(`lex:${key}+`) ?? 0) - (e.features.sparse.get(`lex:${key}-`) ?? 0);

/** The lexicon's side on a dimension: the sign of its hits' weighted sum. */
function lexiconSide(e: TrainingExample, key: DimensionKey): 1 | -1 | undefined {
  const net = lexiconNet(e, key);
  return net > 0 ? 1 : net < 0 ? -1 : undefined;
}

/**
 * 5-fold cross-validation on the training texts: the lexicon alone, the model alone, and the
 * model where the lexicon is silent (what ../src/signals.ts does).
 */
function crossValidate(
  examples: TrainingExample[],
  texts: string[],
  threshold: number,
  options: TrainingOptions,
): void {
  const lexicon = tally();
  const model = tally();
  const fallback = tally();
  const overrides = (process.env.OVERRIDES ?? String(OVERRIDE_PROBABILITY)).split(',').map(Number);
  const override = overrides.map(tally);
  for (let k = 0; k < 5; k += 1) {
    const train = examples.filter((_, i) => fold(texts[i] ?? '') !== k);
    const test = examples.filter((_, i) => fold(texts[i] ?? '') === k);
    const trained: DimensionModel = {
      trainedOn: { files: [], lines: train.length, sha256: '' },
      threshold,
      dimensions: trainDimensions(train, options),
    };
    for (const e of test) {
      const readings = readWithModel(e.features, dimensionKeys, trained);
      const read = new Map(readings.map((r) => [r.dimension, r.pole]));
      const sure = overrides.map(
        (p) =>
          new Map(readings.filter((r) => r.probability >= p).map((r) => [r.dimension, r.pole])),
      );
      for (const key of dimensionKeys) {
        const want = e.expect[key];
        const lex = lexiconSide(e, key);
        count(lexicon, want, lex);
        count(model, want, read.get(key));
        count(fallback, want, lex ?? read.get(key));
        const strong = Math.abs(lexiconNet(e, key)) > 1;
        overrides.forEach((_, i) =>
          count(
            override[i] as Tally,
            want,
            (strong ? undefined : sure[i]?.get(key)) ?? lex ?? read.get(key),
          ),
        );
      }
    }
  }
  console.log(`5-fold cross-validation, threshold ${threshold}:`);
  console.log(report('lexicon alone', lexicon));
  console.log(report('model alone', model));
  console.log(report('lexicon, model', fallback));
  overrides.forEach((p, i) => console.log(report(`model first ≥ ${p}`, override[i] as Tally)));
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--threshold');
  const threshold = at >= 0 ? Number(args[at + 1]) : 0.45;
  const { files, lines, sha256 } = readTrainingFiles();
  const started = Date.now();
  const examples = lines.map((l) => ({
    features: featuresOf(l.text, speakers[l.file] ?? 'client'),
    expect: l.expect,
  }));
  const texts = lines.map((l) => l.text);
  console.log(
    `${lines.length} training texts from ${files.join(', ')} read in ${Date.now() - started} ms`,
  );
  // TRAIN_OPTIONS='{"epochs":60}' tries other settings without editing the defaults.
  const options: TrainingOptions = {
    ...defaultTrainingOptions,
    ...(JSON.parse(process.env.TRAIN_OPTIONS ?? '{}') as Partial<TrainingOptions>),
  };
  for (const t of (process.env.THRESHOLDS ?? '0.4,0.5,0.6').split(',').map(Number))
    crossValidate(examples, texts, t, options);
  if (args.includes('--cv-only')) return;
  const model: DimensionModel = {
    trainedOn: { files, lines: lines.length, sha256 },
    threshold,
    dimensions: trainDimensions(examples, options),
  };
  writeFileSync(path.join(dataDir, 'dimension-model.json'), `${JSON.stringify(model)}\n`);
  console.log(`wrote dimension-model.json (threshold ${threshold})`);
}

main();
