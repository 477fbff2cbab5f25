/**
 * Trains the crisis check's statistical reader (../src/crisis-model.ts) on the blind-written
 * crisis sets (infra/eval/language/dev/crisis-*.jsonl), the crisis corpus's tuning half, and
 * ordinary spoken and written answers with no crisis in them (the voice and client development
 * sets), then writes ../src/data/crisis-model.json. The held-out half and the test sets
 * (infra/eval/language/test/) are never read.
 *
 *   tsx services/safety/scripts/train-crisis-model.ts [--cv] [--threshold 0.8]
 *
 * --cv leaves one file out at a time and prints recall and false positives of the phrases
 * alone and of phrases-or-model at several thresholds, on the left-out file: how to choose it.
 * Each text is read as detectCrisis reads it: clauses the phrase lists excuse blanked
 * (readerText), then in passages (passagesOf), each with its words and its sentence embedding;
 * a text scores its highest passage.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  crisisFeatures,
  crisisScore,
  trainCrisisModel,
  type CrisisExample,
} from '../src/crisis-model';
import { detectPhrases, passagesOf, prepareCrisisText, readerText } from '../src/detect-crisis';
import { encode } from '../src/sentence-encoder';
import { trainingFingerprint, trainingItems, type TrainingItem } from './crisis-training';

/** Each text's features, a set per passage as detectCrisis reads them. */
type Featured = Map<TrainingItem, Map<string, number>[]>;

/** Each text's passages as detectCrisis reads them (one, for all but a few long answers). */
async function passageFeatures(items: readonly TrainingItem[]): Promise<Featured> {
  const out: Featured = new Map();
  for (const item of items) {
    const passages = passagesOf(readerText(prepareCrisisText(item.text)));
    const features: Map<string, number>[] = [];
    for (const p of passages) features.push(crisisFeatures(p, await encode(p)));
    out.set(item, features);
  }
  return out;
}

const examplesOf = (items: readonly TrainingItem[], featured: Featured): CrisisExample[] =>
  items.flatMap((i) => featured.get(i)!.map((features) => ({ features, crisis: i.crisis })));

function crossValidate(all: TrainingItem[], featured: Featured): void {
  const thresholds = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95];
  const files = [...new Set(all.map((i) => i.file))];
  // Crisis sets are their own folds; ordinary answers join them file by file.
  const crisisFiles = files.filter((f) => f.startsWith('crisis-'));
  const labelled = (file: string) => file.startsWith('crisis-') || file === 'corpus-tuning';
  const foldOf = new Map(
    files.map((f, i) => [
      f,
      crisisFiles.includes(f) ? crisisFiles.indexOf(f) : i % crisisFiles.length,
    ]),
  );
  const tally = (label: string) => ({
    label,
    tp: 0,
    pos: 0,
    fp: 0,
    neg: 0,
    ordinaryFp: 0,
    ordinary: 0,
  });
  const rows = [
    tally('phrases'),
    ...thresholds.map((t) => tally(`phrases or model ≥ ${t}`)),
    ...thresholds.map((t) => tally(`model alone ≥ ${t}`)),
  ];
  for (let fold = 0; fold < crisisFiles.length; fold += 1) {
    const model = trainCrisisModel(
      examplesOf(
        all.filter((i) => foldOf.get(i.file) !== fold),
        featured,
      ),
    );
    for (const item of all.filter((i) => foldOf.get(i.file) === fold)) {
      const rules = detectPhrases(item.text).flagged;
      const score = Math.max(0, ...featured.get(item)!.map((f) => crisisScore(model, f)));
      const verdicts = [
        rules,
        ...thresholds.map((t) => rules || score >= t),
        ...thresholds.map((t) => score >= t),
      ];
      verdicts.forEach((flagged, k) => {
        const row = rows[k]!;
        if (!item.crisis && !labelled(item.file)) {
          row.ordinary += 1;
          row.ordinaryFp += Number(flagged);
        } else if (item.crisis) {
          row.pos += 1;
          row.tp += Number(flagged);
        } else {
          row.neg += 1;
          row.fp += Number(flagged);
        }
      });
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  for (const r of rows)
    console.log(
      `${r.label.padEnd(26)} recall ${pct(r.tp, r.pos)} (${r.tp}/${r.pos}), false positives ${pct(r.fp, r.neg)} (${r.fp}/${r.neg}), ordinary answers flagged ${r.ordinaryFp}/${r.ordinary}`,
    );
}

async function main() {
  const args = process.argv.slice(2);
  const all = trainingItems();
  const featured = await passageFeatures(all);
  if (args.includes('--cv')) return crossValidate(all, featured);
  const at = args.indexOf('--threshold');
  const threshold = at >= 0 ? Number(args[at + 1]) : 0.8;
  const model = {
    ...trainCrisisModel(examplesOf(all, featured), { threshold }),
    trainedOn: trainingFingerprint(all),
  };
  const file = path.join(__dirname, '..', 'src', 'data', 'crisis-model.json');
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  console.log(
    `trained on ${all.length} texts (${all.filter((i) => i.crisis).length} crisis), ${Object.keys(model.weights).length} weights, threshold ${threshold}: ${file}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
