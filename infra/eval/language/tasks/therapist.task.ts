import { readTherapist } from '../../../../services/questionnaire/src/ai/local';
import type { EvalTask } from '../task';
import { scoreDirections } from './dimensions';

/** Therapist self-descriptions → the therapist's position on the four dimensions. */
const task: EvalTask = {
  name: 'therapist',
  corpus: 'therapist.jsonl',
  evaluate: (items) => scoreDirections(items, async (text) => readTherapist(text).dimensions),
  targets: [
    { metric: 'accuracy', min: 0.92 },
    { metric: 'framedAccuracy', min: 0.9 },
  ],
};

export default task;
