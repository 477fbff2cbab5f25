import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const autocannon = path.resolve(__dirname, '..', 'node_modules', '.bin', 'autocannon');

export interface LoadResult {
  label: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon in its own process (so it does not share an event loop with what it measures). */
export async function load(
  label: string,
  url: string,
  opts: {
    method?: string;
    body?: unknown;
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const args = [
    '-j',
    '-c',
    String(opts.connections ?? 10),
    '-d',
    String(opts.seconds ?? 8),
    '-m',
    opts.method ?? 'GET',
  ];
  if (opts.body !== undefined)
    args.push('-H', 'content-type=application/json', '-b', JSON.stringify(opts.body));
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  const { stdout } = await run(autocannon, args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    non2xx: number;
  };
  return {
    label,
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.average,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function printTable(rows: LoadResult[]): void {
  process.stdout.write(
    '\n| path | req/s | mean ms | p50 ms | p99 ms | errors | non-2xx |\n|---|---|---|---|---|---|---|\n',
  );
  for (const r of rows) {
    process.stdout.write(
      `| ${r.label} | ${r.requestsPerSec.toFixed(0)} | ${r.mean.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |\n`,
    );
  }
}
