import { existsSync } from 'node:fs';
import path from 'node:path';
import { discoverServices, repoRoot } from './launcher';

/** What a service's seed module (services/<name>/src/seed.ts) receives. */
export interface SeedContext {
  /** The running gateway: seeds create data through the same API real users use. */
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  /** Skip when the service already has data (make dev on an existing database). */
  onlyIfEmpty: boolean;
  log(message: string): void;
}

export type SeedFn = (ctx: SeedContext) => Promise<void>;

/** Runs every service's seed module in name order (knowledge-capture before its consumers). */
export async function runSeeds(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
  opts: { onlyIfEmpty: boolean },
): Promise<void> {
  const order = [
    'auth',
    'knowledge-capture',
    'questionnaire',
    'client-profile',
    'matchmaker',
    'contact',
  ];
  const names = discoverServices().sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const name of names) {
    const file = path.join(repoRoot, 'services', name, 'src', 'seed.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(file)) as { seed?: SeedFn };
    if (!mod.seed) continue;
    await mod.seed({
      baseUrl,
      env,
      onlyIfEmpty: opts.onlyIfEmpty,
      log: (message) => process.stdout.write(`[seed:${name}] ${message}\n`),
    });
  }
}
