/**
 * Trains the expert reader's statistical model (../src/ai/local/expert-model.ts) on the experts'
 * notes and writes ../src/ai/local/data/expert-model.json. Before that it cross-validates the
 * whole expert reading (cue words, frames and model) in 5 folds of whole files, so that no
 * writer's notes are on both sides: with a model trained on the other folds, and with the shared
 * reader's model, on the same notes (this service's own, which the shared model never saw).
 *
 *   tsx services/knowledge-capture/scripts/train-expert-model.ts [--cv-only]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dimensionKeys } from '@rapport/contracts';
import {
  dimensionModel,
  type DimensionModel,
  type TrainingLine,
  type TextFeatures,
} from '@rapport/language';
import {
  expertFolds as folds,
  readExpertTraining,
  trainExpertModel as trained,
} from '../src/ai/local/expert-model';
import { expertFeaturesOf, readExpertStances } from '../src/ai/local/expert-reading';

/** Each note's features, read once before cross-validation rather than once per fold. */
type Featured = TrainingLine & { features: TextFeatures };

/** Right sides, all labelled sides and reversed ones (the other side stated). */
function score(lines: readonly TrainingLine[], model: DimensionModel) {
  let right = 0;
  let total = 0;
  let reversed = 0;
  for (const line of lines) {
    const stated = new Map(readExpertStances(line.text, model).map((s) => [s.key, s.pole]));
    for (const key of dimensionKeys) {
      const want = line.expect[key];
      if (want === undefined) continue;
      total += 1;
      const got = stated.get(key);
      if (got === want) right += 1;
      else if (got !== undefined) reversed += 1;
    }
  }
  return { right, total, reversed };
}

function crossValidate(files: readonly string[], lines: readonly Featured[]): void {
  const foldOf = (l: TrainingLine) => files.indexOf(l.file) % folds;
  const sum = {
    own: { right: 0, total: 0, reversed: 0 },
    shared: { right: 0, total: 0, reversed: 0 },
  };
  for (let k = 0; k < folds; k += 1) {
    const model = trained(lines.filter((l) => foldOf(l) !== k));
    // (Scored on this service's notes only: the shared model was trained on the others.)
    const held = lines.filter((l) => foldOf(l) === k && !l.file.startsWith('professional'));
    for (const [name, m] of [
      ['own', model],
      ['shared', dimensionModel],
    ] as const) {
      const s = score(held, m);
      sum[name].right += s.right;
      sum[name].total += s.total;
      sum[name].reversed += s.reversed;
    }
  }
  const line = (name: string, s: { right: number; total: number; reversed: number }) =>
    `  ${name.padEnd(34)} ${s.right}/${s.total} (${((100 * s.right) / s.total).toFixed(1)}%), ` +
    `${s.reversed} reversed`;
  console.log(`${folds}-fold cross-validation by file, the expert reading with:`);
  console.log(line('a model trained on the other folds', sum.own));
  console.log(line('the shared reader’s model', sum.shared));
}

function main(): void {
  const { files, lines: read, sha256 } = readExpertTraining();
  const lines = read.map((l) => ({ ...l, features: expertFeaturesOf(l.text) }));
  console.log(`${lines.length} experts' notes from ${files.length} files`);
  crossValidate(files, lines);
  if (process.argv.includes('--cv-only')) return;
  const model = { ...trained(lines), trainedOn: { files, lines: lines.length, sha256 } };
  const out = path.join(__dirname, '..', 'src', 'ai', 'local', 'data', 'expert-model.json');
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main();
