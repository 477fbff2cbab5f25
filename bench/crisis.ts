import { performance } from 'node:perf_hooks';
import { detectCrisis, prepareCrisisCheck } from '@rapport/safety';
import { timeInProcess } from './in-process';

/**
 * The crisis check's own time per text, in process (it runs before every assessment answer is
 * stored and every voice turn is answered): a short answer the phrases do not flag (so the
 * sentence encoder and statistical reader run), one they flag, and a long answer read in
 * sentences and pairs. Median and 95th percentile over repeated calls, after a warm-up.
 */
const texts = {
  'short answer (phrases silent; encoder + model)':
    "I'd like someone calm who lets me talk things through at my own pace.",
  'short answer (a phrase flags; no encoder)': 'Some days I want to kill myself.',
  'long answer, 120 words (sentences and pairs)': Array.from(
    { length: 8 },
    (_, i) =>
      `In the ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'][i]} year at the firm I managed the accounts and the audits, and it went well enough.`,
  ).join(' '),
};

export async function crisisBench(rounds = 200): Promise<void> {
  const started = performance.now();
  await prepareCrisisCheck();
  process.stdout.write(
    `sentence encoder loaded in ${(performance.now() - started).toFixed(0)} ms\n\n`,
  );
  await timeInProcess(
    Object.fromEntries(
      Object.entries(texts).map(([label, text]) => [label, () => detectCrisis(text)]),
    ),
    rounds,
  );
}

if (require.main === module)
  crisisBench().catch((err: unknown) => {
    process.stderr.write(`${String(err)}\n`);
    process.exit(1);
  });
