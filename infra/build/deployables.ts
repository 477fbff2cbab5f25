import path from 'node:path';
import { discoverServices, repoRoot } from '../system/launcher';

/** One Node process of ours that production runs: the gateway or a service. */
export interface Deployable {
  name: string;
  /** The package folder, relative to the repository root (e.g. `services/contact`). */
  dir: string;
  /** TypeScript entry, relative to the repository root. */
  entry: string;
  /** What `make build` writes and `node` runs, relative to the repository root. */
  outfile: string;
}

function deployable(name: string, dir: string): Deployable {
  return {
    name,
    dir,
    entry: path.join(dir, 'src', 'main.ts'),
    outfile: path.join(dir, 'dist', 'main.js'),
  };
}

/** The gateway and every service with a src/main.ts (the libraries have none). */
export function deployables(): Deployable[] {
  return [
    deployable('gateway', 'gateway'),
    ...discoverServices().map((name) => deployable(name, path.join('services', name))),
  ];
}

/** Absolute path of a deployable's built entry, e.g. `builtEntry('contact')`. */
export function builtEntry(name: string): string {
  const found = deployables().find((d) => d.name === name);
  if (!found) throw new Error(`no deployable named ${name}`);
  return path.join(repoRoot, found.outfile);
}
