import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import { LocalExpertEngine } from '../../../../services/knowledge-capture/src/ai/local/local-engine';
import { insightStance } from '../../../../services/knowledge-capture/src/ai/local/dimension-texts';
import type { EvalTask } from '../task';

/** An expert's statement labelled with the side it takes on each dimension it speaks to. */
interface ExpertItem {
  id: string;
  text: string;
  expect: Partial<Record<DimensionKey, 1 | -1>>;
}

const engine = new LocalExpertEngine();
const side = (pole: number) => (pole > 0 ? '+' : '-');

/**
 * Expert thoughts → the insights the offline engine writes, read back to the dimension and side
 * each one states. One judgement per (statement, labelled dimension): right when an insight
 * states that side. `reversedCount` counts insights stating the opposite side of a labelled
 * dimension (the "Dr. Daniel observes…" failure); `unlabelledCount` counts insights on
 * a dimension the statement was not labelled with (reported, not scored).
 */
const task: EvalTask = {
  name: 'expert',
  corpus: 'expert.jsonl',
  async evaluate(items) {
    let correct = 0;
    let total = 0;
    let reversed = 0;
    let unlabelled = 0;
    const failures: string[] = [];
    for (const raw of items) {
      const item = raw as ExpertItem;
      const result = await engine.processExpertInput(item.text);
      const stated = new Map<DimensionKey, 1 | -1>();
      for (const i of result.analysis) {
        const stance = insightStance(i.insight);
        if (stance) stated.set(stance.key, stance.pole);
      }
      const wrong: string[] = [];
      for (const key of dimensionKeys) {
        const want = item.expect[key];
        const got = stated.get(key);
        if (want === undefined) {
          if (got !== undefined) unlabelled += 1;
          continue;
        }
        total += 1;
        if (got === want) correct += 1;
        else {
          if (got !== undefined) reversed += 1;
          wrong.push(`${key} want ${side(want)} got ${got === undefined ? 'none' : side(got)}`);
        }
      }
      if (wrong.length > 0) failures.push(`${item.id}: ${wrong.join('; ')} — "${item.text}"`);
    }
    return {
      correct,
      total,
      metrics: { reversedCount: reversed, unlabelledCount: unlabelled },
      failures,
    };
  },
  targets: [
    { metric: 'accuracy', min: 0.95 },
    { metric: 'reversedCount', max: 0 },
  ],
};

export default task;
