/**
 * Cross-validates the expert reader's second opinion (../src/ai/local/expert-direction.ts): the
 * reader's own 5-fold cross-validation by file (as train-expert-model.ts runs it, a statistical
 * model trained on the other folds), then the same judgements checked by the fine-tuned model's
 * out-of-fold readings (infra/scripts/train-expert-direction.sh --cv writes them), for a grid of
 * thresholds. Prints right, reversed and unread judgements, and the sides added on dimensions a
 * note was not labelled with (not scored, but an insight the expert did not give).
 *
 *   tsx services/knowledge-capture/scripts/cv-expert-direction.ts <sides.foldK.jsonl>...
 */
import { readFileSync } from 'node:fs';
import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import {
  checkedStances,
  FILL,
  VETO,
  type SideReader,
  type Sides,
} from '../src/ai/local/expert-direction';
import {
  expertFolds as folds,
  readExpertTraining,
  trainExpertModel,
} from '../src/ai/local/expert-model';
import {
  expertFeaturesOf,
  readExpertStances,
  type ExpertStance,
} from '../src/ai/local/expert-reading';

interface OutOfFold {
  text: string;
  p: Record<DimensionKey, [number, number, number]>;
}

function outOfFoldSides(files: readonly string[]): Map<string, Record<DimensionKey, Sides>> {
  const sides = new Map<string, Record<DimensionKey, Sides>>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const row = JSON.parse(line) as OutOfFold;
      const read = Object.fromEntries(
        dimensionKeys.map((k) => [k, { none: row.p[k][0], high: row.p[k][1], low: row.p[k][2] }]),
      ) as Record<DimensionKey, Sides>;
      sides.set(row.text, read);
    }
  }
  return sides;
}

interface Judged {
  text: string;
  expect: Partial<Record<DimensionKey, 1 | -1>>;
  stances: ExpertStance[];
}

/** Every held note of every fold, with the stances the reader gives it out of fold. */
function readerOutOfFold(): Judged[] {
  const { files, lines } = readExpertTraining();
  const featured = lines.map((l) => ({ ...l, features: expertFeaturesOf(l.text) }));
  const foldOf = (file: string) => files.indexOf(file) % folds;
  const out: Judged[] = [];
  for (let k = 0; k < folds; k += 1) {
    const model = trainExpertModel(featured.filter((l) => foldOf(l.file) !== k));
    // (This service's notes only, as train-expert-model.ts scores them.)
    for (const l of featured) {
      if (foldOf(l.file) !== k || l.file.startsWith('professional')) continue;
      out.push({ text: l.text, expect: l.expect, stances: readExpertStances(l.text, model) });
    }
  }
  return out;
}

async function score(judged: readonly Judged[], check: (j: Judged) => Promise<ExpertStance[]>) {
  const s = { right: 0, reversed: 0, unread: 0, unlabelled: 0 };
  for (const j of judged) {
    const stated = new Map((await check(j)).map((st) => [st.key, st.pole]));
    for (const key of dimensionKeys) {
      const want = j.expect[key];
      const got = stated.get(key);
      if (want === undefined) {
        if (got !== undefined) s.unlabelled += 1;
      } else if (got === want) s.right += 1;
      else if (got === undefined) s.unread += 1;
      else s.reversed += 1;
    }
  }
  return s;
}

async function main(): Promise<void> {
  const sides = outOfFoldSides(process.argv.slice(2));
  const judged = readerOutOfFold().filter((j) => sides.has(j.text));
  // (Any passage of a note is read as the whole note: the sentence a side is placed on is not scored.)
  let current = '';
  const sidesOf: SideReader = async () => sides.get(current)!;
  const line = (name: string, s: Awaited<ReturnType<typeof score>>) =>
    `  ${name.padEnd(26)} ${s.right} right, ${s.reversed} reversed, ${s.unread} unread; ` +
    `${s.unlabelled} sides on unlabelled dimensions`;
  console.log(`${judged.length} notes, out of fold`);
  console.log(line('reader alone', await score(judged, async (j) => j.stances)));
  const checked = (veto: number, fill: number) => (j: Judged) => {
    current = j.text;
    return checkedStances(j.text, j.stances, sidesOf, { veto, fill });
  };
  for (const veto of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    for (const fill of [0.6, 0.7, 0.8, 0.9, 1]) {
      console.log(line(`veto ${veto}, fill ${fill}`, await score(judged, checked(veto, fill))));
    }
  }
  console.log(line(`chosen (${VETO}, ${FILL})`, await score(judged, checked(VETO, FILL))));
}

void main();
