/**
 * Development sets: expert notes and client statements written blind by helpers, each run once
 * as a test and then used to develop the readers: the experts' notes
 * (services/knowledge-capture/training/expert-*.jsonl, also the expert model's training; and
 * ./dev/expert-*.jsonl, not trained on), client statements (./dev/client-*.jsonl) and spoken
 * utterances with the questions they address (./dev/voice-*.jsonl, scored as the voice task
 * scores the corpus) and crisis and non-crisis phrases (./dev/crisis-*.jsonl). Their figures show what was fixed, not how the readers generalise: that
 * is the held-out half of ./corpus (`run.ts --split heldout`) or a set nobody has looked at yet.
 *
 *   tsx infra/eval/language/dev.ts [--failures] [file.jsonl …]
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import clientTask from './tasks/client.task';
import crisisTask from './tasks/crisis.task';
import expertTask from './tasks/expert.task';
import voiceTask from './tasks/voice.task';
import type { EvalTask } from './task';

const devDirs = [
  join(__dirname, 'dev'),
  join(__dirname, '..', '..', '..', 'services', 'knowledge-capture', 'training'),
];

/** A set's task by its file name; the rest are experts' notes. */
const taskByPrefix: [string, EvalTask][] = [
  ['client', clientTask],
  ['crisis', crisisTask],
  ['voice', voiceTask],
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const failures = args.includes('--failures');
  const named = args.filter((a) => a !== '--failures');
  const files =
    named.length > 0
      ? named
      : (
          await Promise.all(
            devDirs.map(async (dir) =>
              (await readdir(dir)).filter((f) => f.endsWith('.jsonl')).map((f) => join(dir, f)),
            ),
          )
        )
          .flat()
          .sort((a, b) => basename(a).localeCompare(basename(b)));
  for (const file of files) {
    const name = basename(file);
    const task = taskByPrefix.find(([prefix]) => name.startsWith(prefix))?.[1] ?? expertTask;
    const items = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as unknown);
    const result = await task.evaluate(items);
    const pct = ((100 * result.correct) / Math.max(1, result.total)).toFixed(1);
    const reversed = result.metrics?.reversedCount;
    const percent = (metric: string) => `${(100 * (result.metrics?.[metric] ?? 0)).toFixed(1)}%`;
    console.log(
      `${name.padEnd(22)} ${result.correct}/${result.total} (${pct}%)` +
        (reversed === undefined ? '' : `, reversed ${reversed}`) +
        (task === voiceTask
          ? `, precision ${percent('precision')}, recall ${percent('recall')}, off-topic credited ` +
            `${percent('offTopicCreditedRate')}, direct precision ${percent('directPrecision')}`
          : '') +
        (task === crisisTask
          ? `, recall ${percent('recall')}, false positives ${percent('falsePositiveRate')}`
          : ''),
    );
    if (failures) for (const line of result.failures ?? []) console.log(`    ✗ ${line}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
