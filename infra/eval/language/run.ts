/**
 * `make eval-language`: every task in ./tasks scored on its corpus, split once into a tuning
 * half and a held-out half (./split.ts). Tune only on the tuning half.
 *
 *   tsx infra/eval/language/run.ts [--split heldout|tuning] [--task <name>] [--show-failures tuning]
 *
 * Exits 1 when a held-out target is missed (or a task fails to load or run).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitOf, type Split } from './split';
import type { EvalResult, EvalTask } from './task';

interface Options {
  splits: Split[];
  task?: string;
  showFailures?: Split;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { splits: ['tuning', 'heldout'] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--split' && (value === 'tuning' || value === 'heldout')) {
      options.splits = [value];
      i += 1;
    } else if (arg === '--task' && value) {
      options.task = value;
      i += 1;
    } else if (arg === '--show-failures' && value === 'tuning') {
      options.showFailures = 'tuning';
      i += 1;
    } else if (arg === '--show-failures') {
      // Held-out failures are never shown: looking at them is tuning on them.
      throw new Error('--show-failures takes only "tuning"');
    } else {
      throw new Error(`unknown argument ${arg ?? ''}`);
    }
  }
  return options;
}

async function loadTasks(dir: string): Promise<EvalTask[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.task.ts')).sort();
  } catch {
    return [];
  }
  const tasks: EvalTask[] = [];
  for (const file of files) {
    const mod = (await import(join(dir, file))) as { default?: EvalTask | { default?: EvalTask } };
    // tsx may wrap a CommonJS default export once more.
    const raw = mod.default;
    const task = raw && 'evaluate' in raw ? raw : (raw as { default?: EvalTask })?.default;
    if (!task || typeof task.evaluate !== 'function') throw new Error(`${file}: no default task`);
    tasks.push(task);
  }
  return tasks;
}

async function readCorpus(file: string): Promise<{ id: string }[]> {
  const text = await readFile(file, 'utf8');
  const items: { id: string }[] = [];
  const ids = new Set<string>();
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const item = JSON.parse(line) as { id?: unknown };
    if (typeof item.id !== 'string' || item.id === '')
      throw new Error(`${file}:${i + 1}: an item needs a string id`);
    if (ids.has(item.id)) throw new Error(`${file}:${i + 1}: duplicate id ${item.id}`);
    ids.add(item.id);
    items.push(item as { id: string });
  });
  return items;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function valueOf(result: EvalResult, metric: string): number | undefined {
  if (metric === 'accuracy') return result.total === 0 ? undefined : result.correct / result.total;
  return result.metrics?.[metric];
}

function describe(result: EvalResult): string {
  const parts = [
    `${result.correct}/${result.total} (${result.total ? pct(result.correct / result.total) : 'n/a'})`,
  ];
  for (const [name, value] of Object.entries(result.metrics ?? {})) {
    parts.push(`${name} ${/count$/i.test(name) ? value : pct(value)}`);
  }
  return parts.join(', ');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const here = __dirname;
  const tasks = (await loadTasks(join(here, 'tasks'))).filter(
    (t) => !options.task || t.name === options.task,
  );
  if (tasks.length === 0) {
    console.log('No language tasks found in infra/eval/language/tasks.');
    return;
  }
  let missed = 0;
  for (const task of tasks) {
    const items = await readCorpus(join(here, 'corpus', task.corpus));
    console.log(`\n${task.name} (${task.corpus}, ${items.length} items)`);
    for (const split of options.splits) {
      const half = items.filter((item) => splitOf(item.id) === split);
      const result = await task.evaluate(half);
      console.log(`  ${split.padEnd(8)} ${describe(result)}`);
      if (split === 'tuning' && options.showFailures === 'tuning') {
        for (const f of result.failures ?? []) console.log(`    ✗ ${f}`);
      }
      if (split !== 'heldout') continue;
      for (const target of task.targets ?? []) {
        const value = valueOf(result, target.metric);
        const low = target.min !== undefined && (value === undefined || value < target.min);
        const high = target.max !== undefined && (value === undefined || value > target.max);
        if (low || high) {
          missed += 1;
          const show = (x: number) => (/count$/i.test(target.metric) ? String(x) : pct(x));
          const bound =
            target.min !== undefined ? `≥ ${show(target.min)}` : `≤ ${show(target.max ?? 0)}`;
          console.log(
            `  MISSED held-out target: ${target.metric} ${bound} (got ${value === undefined ? 'n/a' : show(value)})`,
          );
        }
      }
    }
  }
  if (missed > 0) {
    console.log(`\n${missed} held-out target(s) missed.`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
