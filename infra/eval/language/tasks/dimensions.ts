import { dimensionKeys, type DimensionKey, type MatchingDimensions } from '@rapport/contracts';
import type { EvalResult } from '../task';

/** A statement labelled with the direction it expresses on each dimension it touches. */
export interface DirectionItem {
  id: string;
  text: string;
  expect: Partial<Record<DimensionKey, 1 | -1>>;
  /** 'negation', 'contrast', 'hedge': the frames the statement uses. */
  frames: string[];
}

const framed = (item: DirectionItem) =>
  item.frames.includes('negation') || item.frames.includes('contrast');

/**
 * Scores one judgement per (statement, dimension) pair: right when the position's sign is the
 * expected one (0, nothing read, is wrong). `accuracy` is over every pair, `framedAccuracy` over
 * the statements with negation or contrast, `statementAccuracy` counts a statement right only
 * when all its dimensions are.
 */
export async function scoreDirections(
  items: unknown[],
  read: (text: string) => Promise<MatchingDimensions>,
): Promise<EvalResult> {
  let correct = 0;
  let total = 0;
  let framedCorrect = 0;
  let framedTotal = 0;
  let statements = 0;
  const failures: string[] = [];
  for (const raw of items) {
    const item = raw as DirectionItem;
    const position = await read(item.text);
    let allRight = true;
    for (const key of dimensionKeys) {
      const want = item.expect[key];
      if (want === undefined) continue;
      const got = position[key];
      const right = Math.sign(got) === want;
      total += 1;
      correct += Number(right);
      if (framed(item)) {
        framedTotal += 1;
        framedCorrect += Number(right);
      }
      if (!right) {
        allRight = false;
        failures.push(
          `${item.id} ${key} expected ${want > 0 ? '+' : '-'}, got ${got.toFixed(2)}: ${item.text}`,
        );
      }
    }
    statements += Number(allRight);
  }
  return {
    correct,
    total,
    metrics: {
      framedAccuracy: framedTotal ? framedCorrect / framedTotal : 0,
      statementAccuracy: items.length ? statements / items.length : 0,
    },
    failures,
  };
}
