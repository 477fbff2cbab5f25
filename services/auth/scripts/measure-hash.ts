/**
 * Times argon2id with the production parameters on this machine (not part of the tests):
 *   npx tsx services/auth/scripts/measure-hash.ts [runs]
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2ID_OPTIONS } from '../src/password-hasher';

async function time(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  return ms.sort((a, b) => a - b);
}

function summary(label: string, ms: number[]): string {
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  const mean = (ms.reduce((s, v) => s + v, 0) / ms.length).toFixed(1);
  return `${label}: median ${at(0.5)} ms, mean ${mean} ms, p90 ${at(0.9)} ms, min ${at(0)} ms, max ${at(1)} ms`;
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 30);
  const password = 'correct horse battery staple';
  const stored = await hash(password, ARGON2ID_OPTIONS); // warm-up and the hash to verify
  console.log(`${stored.split('$').slice(1, 4).join(' ')}; ${runs} runs each, one at a time`);
  console.log(summary('hash  ', await time(runs, () => hash(password, ARGON2ID_OPTIONS))));
  console.log(summary('verify', await time(runs, () => verify(stored, password))));
  // Many at once, as under load: the work runs on libuv's thread pool (4 threads by default).
  const inFlight = 32;
  const start = performance.now();
  await Promise.all(Array.from({ length: inFlight }, () => verify(stored, password)));
  const perSecond = inFlight / ((performance.now() - start) / 1000);
  console.log(
    `throughput: ${perSecond.toFixed(1)} verifications/s with ${inFlight} in flight on ${availableParallelism()} cores`,
  );
}

void main();
