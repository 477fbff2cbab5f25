import { localClientEngine } from '../../../../services/client-profile/src/ai/local';
import type { EvalTask } from '../task';
import { scoreDirections } from './dimensions';

const engine = localClientEngine();

/** Client statements → the client's position on the four dimensions, as the local engine reads it. */
const task: EvalTask = {
  name: 'client',
  corpus: 'client.jsonl',
  evaluate: (items) =>
    scoreDirections(items, async (text) => {
      const analysis = await engine.analyzeClient([
        { question: 'What are you looking for in a therapist?', answer: text },
      ]);
      return analysis.preferences.dimensions;
    }),
  targets: [
    { metric: 'accuracy', min: 0.92 },
    { metric: 'framedAccuracy', min: 0.9 },
  ],
};

export default task;
