import { performance } from 'node:perf_hooks';
import { LocalExpertEngine } from '../services/knowledge-capture/src/ai';
import {
  checkedStances,
  prepareExpertReader,
} from '../services/knowledge-capture/src/ai/local/expert-direction';
import { generate } from '../services/knowledge-capture/src/ai/local/refinement';
import { timeInProcess } from './in-process';

/**
 * The offline expert engine's time per contribution, in process: the whole processing (summary,
 * questions, insights) with the fine-tuned second opinion, the same with the reader alone, and
 * the second opinion on its own, for a note of two sentences and a page of 300 words (read
 * sentence by sentence with its neighbours).
 */
const note =
  'Clients who feel ashamed about drinking need a therapist who does not lecture them. Curiosity works better than confrontation, and small, practical goals keep them coming back.';
const page = Array.from(
  { length: 10 },
  (_, i) =>
    `In my ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][i]} year with couples I learned that they need structure, and that pushing too hard early on loses them. I now set a clear agenda but let them choose the pace.`,
).join(' ');

export async function expertBench(rounds = 50): Promise<void> {
  const started = performance.now();
  await prepareExpertReader();
  process.stdout.write(
    `fine-tuned expert reader loaded in ${(performance.now() - started).toFixed(0)} ms\n\n`,
  );
  const engine = new LocalExpertEngine();
  const cases: Record<string, () => Promise<unknown>> = {};
  for (const [label, text] of [
    ['note, 2 sentences', note],
    [`page, ${page.split(/\s+/).length} words`, page],
  ] as const) {
    cases[`${label}: processing with the second opinion`] = () => engine.processExpertInput(text);
    cases[`${label}: processing, reader alone`] = async () => generate(text);
    cases[`${label}: sides read and checked (no summary or questions)`] = () =>
      checkedStances(text);
  }
  await timeInProcess(cases, rounds);
}

if (require.main === module)
  expertBench().catch((err: unknown) => {
    process.stderr.write(`${String(err)}\n`);
    process.exit(1);
  });
