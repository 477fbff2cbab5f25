import { performance } from 'node:perf_hooks';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * A table row per labelled call: median and 95th percentile of `rounds` calls in process, after
 * ten warm-up calls.
 */
export async function timeInProcess(
  cases: Record<string, () => Promise<unknown>>,
  rounds: number,
): Promise<void> {
  process.stdout.write('| case | median ms | p95 ms |\n|---|---|---|\n');
  for (const [label, call] of Object.entries(cases)) {
    for (let i = 0; i < 10; i += 1) await call();
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `| ${label} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} |\n`,
    );
  }
}
