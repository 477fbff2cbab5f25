import path from 'node:path';
import type { DimensionKey } from '@rapport/contracts';
import { analyseText, TextModel } from '@rapport/language';
import { readExpertStances, type ExpertStance } from './expert-reading';

/**
 * The expert reader's second opinion: the sentence encoder of the crisis check (all-MiniLM-L6-v2)
 * fine-tuned on the experts' notes to read the side a note takes on each dimension
 * (infra/models/train-expert-direction.py). Its adapters are kept in the repository
 * (infra/models/expert-direction.adapter.safetensors, 1 MB); `make deps` adds them to the fetched
 * weights and writes the graph into ./data (infra/scripts/models.sh).
 *
 * The cue words, frames and statistical model of ./expert-reading read first. The fine-tuned
 * model then
 * - withholds a side it reads the other way (`VETO`): a reversed insight is the worst outcome,
 *   and the reader's reversals are mostly a negation or frame read wrong, which the fine-tuned
 *   model reads in context;
 * - states a side the reader found no words for, where it is all but sure (`FILL`).
 * Both thresholds were chosen by 5-fold cross-validation by file on the training notes.
 */
export const expertDirectionFiles = {
  name: 'expert reader (fine-tuned encoder)',
  graph: path.join(__dirname, 'data', 'expert-direction.onnx'),
  tokenizer: path.join(__dirname, 'data', 'expert-direction.tokenizer.json'),
  tokenizerConfig: path.join(__dirname, 'data', 'expert-direction.tokenizer_config.json'),
};

/** The dimensions of the model's head, in its order (the adapter's metadata names them). */
export const headDimensions: readonly DimensionKey[] = [
  'warmSupport',
  'directiveness',
  'pastOrientation',
  'emotionalIntensity',
];

/** Above this chance of the other side, the reader's side is withheld. */
export const VETO = 0.7;
/** Above this chance of a side, it is stated where the reader stated none. */
export const FILL = 0.8;
/** A note up to this many words is read whole; a longer one sentence by sentence, with neighbours. */
const WHOLE_WORDS = 80;

/** Chances of no side, the first pole (+1) and the second (-1). */
export interface Sides {
  none: number;
  high: number;
  low: number;
}

const model = new TextModel(expertDirectionFiles);

/** Loads the fine-tuned model ahead of the first note (fails when `make deps` has not run). */
export function prepareExpertReader(): Promise<void> {
  return model.load();
}

export type SideReader = (text: string) => Promise<Record<DimensionKey, Sides>>;

/** The chances the model gives each side of each dimension for the text. */
export async function readSides(text: string): Promise<Record<DimensionKey, Sides>> {
  const out = await model.run(text, 'sides');
  return Object.fromEntries(
    headDimensions.map((key, i) => [
      key,
      { none: out[3 * i]!, high: out[3 * i + 1]!, low: out[3 * i + 2]! },
    ]),
  ) as Record<DimensionKey, Sides>;
}

const chance = (sides: Sides, pole: 1 | -1) => (pole === 1 ? sides.high : sides.low);

/**
 * The sides the expert's thoughts take (`readExpertStances`), checked by the fine-tuned model:
 * a side it reads the other way is withheld, and one it is all but sure of is added where the
 * reader found none (on the sentence that says it most). `sidesOf` is the model (cross-validation
 * passes its out-of-fold readings).
 */
export async function checkedStances(
  text: string,
  stances: readonly ExpertStance[] = readExpertStances(text),
  sidesOf: SideReader = readSides,
  thresholds: { veto: number; fill: number } = { veto: VETO, fill: FILL },
): Promise<ExpertStance[]> {
  const sentences = analyseText(text).sentences.map((s) => s.text);
  if (sentences.length === 0) return [...stances];
  const whole = text.split(/\s+/).filter(Boolean).length <= WHOLE_WORDS;
  // What each sentence is read with: the whole note, or the sentence between its neighbours.
  const passages = sentences.map((_, i) =>
    whole ? text : sentences.slice(Math.max(0, i - 1), i + 2).join(' '),
  );
  const readings = new Map<string, Promise<Record<DimensionKey, Sides>>>();
  const read = (passage: string) => {
    if (!readings.has(passage)) readings.set(passage, sidesOf(passage));
    return readings.get(passage)!;
  };
  const around = (sentence: number) => read(passages[sentence] ?? passages[0]!);

  const kept: ExpertStance[] = [];
  for (const stance of stances) {
    const sides = (await around(stance.sentence))[stance.key];
    if (chance(sides, stance.pole === 1 ? -1 : 1) <= thresholds.veto) kept.push(stance);
  }
  const spoken = new Set(stances.map((s) => s.key));
  for (const key of headDimensions) {
    if (spoken.has(key)) continue;
    const searched = whole ? passages.slice(0, 1) : passages;
    const found = await sureSide(key, sentences, searched, read, thresholds.fill);
    if (found) {
      kept.push({
        key,
        pole: found.pole,
        strength: found.chance,
        sentence: found.sentence,
        evidence: [],
      });
    }
  }
  return kept.sort((a, b) => b.strength - a.strength || a.sentence - b.sentence);
}

/**
 * The side of the dimension the model is surer of than `fill` in any passage, and the sentence
 * that says it most: where the note is read whole (one passage), each sentence alone places it.
 */
async function sureSide(
  key: DimensionKey,
  sentences: readonly string[],
  passages: readonly string[],
  read: SideReader,
  fill: number,
): Promise<{ pole: 1 | -1; chance: number; sentence: number } | undefined> {
  let best: { pole: 1 | -1; chance: number; sentence: number } | undefined;
  for (const [i, passage] of passages.entries()) {
    const sides = (await read(passage))[key];
    for (const pole of [1, -1] as const) {
      if (!best || chance(sides, pole) > best.chance)
        best = { pole, chance: chance(sides, pole), sentence: i };
    }
  }
  if (!best || best.chance <= fill) return undefined;
  if (passages.length > 1 || sentences.length === 1) return best;
  let most = -1;
  for (const [i, text] of sentences.entries()) {
    const c = chance((await read(text))[key], best.pole);
    if (c > most) [best.sentence, most] = [i, c];
  }
  return best;
}
