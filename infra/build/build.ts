/**
 * `make build`: each deployable (the gateway and every service) becomes one CommonJS file,
 * <package>/dist/main.js, that plain `node` runs — production runs no TypeScript.
 *
 * - Workspace packages (@rapport/*) are bundled in: their `main` is TypeScript source.
 * - npm packages stay external and load from node_modules (the image's production install),
 *   except ES-module-only ones, bundled so the output never relies on require(esm).
 * - Files read beside a module at run time (`join(__dirname, 'prompts')`, `'data'`) are copied:
 *   in the bundle every module's __dirname is dist/, so each bundled folder's prompts/ and data/
 *   are merged into dist/prompts and dist/data, and a file name used twice fails the build.
 * - Every external package must resolve from dist/ to the same copy it resolves to from the
 *   source, and must not be a devDependency, or the build fails: that is what a production
 *   install has.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../system/launcher';
import { deployables, type Deployable } from './deployables';

/** ES-module-only packages (as in jest.config.js): bundled into the CommonJS output. */
const esmOnly = new Set(['jose']);

const workspaceScope = '@rapport/';

function packageName(specifier: string): string {
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const externals: Plugin = {
  name: 'rapport-externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (name.startsWith(workspaceScope) || esmOnly.has(name)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Source files of the bundle that are ours (not from node_modules), repo-relative. */
function ownInputs(meta: Metafile): string[] {
  return Object.keys(meta.inputs).filter((input) => !input.split('/').includes('node_modules'));
}

/** Folders read beside a module at run time: prompt files, the language engine's data. */
const assetFolders = ['prompts', 'data'];

function copyAssetFolders(meta: Metafile, outdir: string): number {
  return assetFolders.reduce((n, name) => n + copyAssetFolder(meta, outdir, name), 0);
}

function copyAssetFolder(meta: Metafile, outdir: string, name: string): number {
  const target = path.join(outdir, name);
  const folders = new Set(ownInputs(meta).map((i) => path.join(repoRoot, path.dirname(i), name)));
  const copiedFrom = new Map<string, string>();
  for (const folder of [...folders].sort()) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const source = path.join(folder, file);
      if (!statSync(source).isFile())
        throw new Error(`${source}: ${name} folders hold files only (the copy is flat)`);
      const seen = copiedFrom.get(file);
      if (seen)
        throw new Error(
          `${file} is in ${seen} and ${folder}: both land in dist/${name}; rename one`,
        );
      copiedFrom.set(file, folder);
      mkdirSync(target, { recursive: true });
      copyFileSync(source, path.join(target, file));
    }
  }
  return copiedFrom.size;
}

const lockfile = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};

function packageJsonOf(file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`no package.json above ${file}`);
}

/** `node_modules/…/<name>` of a resolved file, repo-relative, as the lockfile keys it. */
function installedAt(resolved: string, name: string): string {
  const marker = `node_modules/${name}/`;
  const at = resolved.lastIndexOf(marker);
  return at < 0 ? resolved : path.relative(repoRoot, resolved.slice(0, at + marker.length - 1));
}

/**
 * What the bundle will require at run time, each with where the source would have resolved
 * it: the external imports esbuild saw, and every npm dependency the bundled workspace
 * packages declare (some are loaded by name at run time, e.g. the wink-nlp model).
 */
function runtimeRequires(meta: Metafile): Map<string, string> {
  const wanted = new Map<string, string>();
  const manifests = new Set<string>();
  for (const input of ownInputs(meta)) {
    const file = path.join(repoRoot, input);
    manifests.add(packageJsonOf(file));
    for (const imp of meta.inputs[input]?.imports ?? []) {
      const spec = imp.original ?? imp.path;
      // `<runtime>` is esbuild's own helper module, not a package.
      if (imp.external && !isBuiltin(spec) && !spec.startsWith('<')) wanted.set(spec, file);
    }
  }
  for (const manifest of manifests) {
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(dependencies)) {
      if (dep.startsWith(workspaceScope) || esmOnly.has(dep) || wanted.has(dep)) continue;
      wanted.set(dep, manifest);
    }
  }
  return wanted;
}

/** Where `require(spec)` from `file` leads, or undefined when it finds nothing. */
function resolveFrom(file: string, spec: string): string | undefined {
  try {
    return createRequire(file).resolve(spec);
  } catch {
    return undefined;
  }
}

function checkExternals(d: Deployable, meta: Metafile): string[] {
  const problems: string[] = [];
  for (const [spec, importer] of runtimeRequires(meta)) {
    const rel = path.relative(repoRoot, importer);
    const atRuntime = resolveFrom(path.join(repoRoot, d.outfile), spec);
    if (!atRuntime) {
      problems.push(`${spec} (needed by ${rel}) cannot be found from ${d.outfile}`);
      continue;
    }
    const atSource = resolveFrom(importer, spec);
    if (atSource !== atRuntime)
      problems.push(`${spec}: ${rel} gets ${atSource}, the bundle would get ${atRuntime}`);
    const key = installedAt(atRuntime, packageName(spec));
    if (lockfile.packages[key]?.dev)
      problems.push(`${spec} (needed by ${rel}) is a devDependency (${key}): not in production`);
  }
  return problems;
}

async function buildOne(d: Deployable) {
  const outdir = path.join(repoRoot, path.dirname(d.outfile));
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, d.entry)],
    outfile: path.join(repoRoot, d.outfile),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externals],
  });
  const assets = copyAssetFolders(metafile, outdir);
  const problems = checkExternals(d, metafile);
  if (problems.length > 0) throw new Error(`${d.name}:\n  ${problems.join('\n  ')}`);
  const kb = (file: string) => (statSync(path.join(repoRoot, file)).size / 1024).toFixed(0);
  return {
    name: d.name,
    file: d.outfile,
    'main.js KiB': kb(d.outfile),
    'map KiB': kb(`${d.outfile}.map`),
    assets,
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const built = await Promise.all(deployables().map(buildOne));
  console.table(built);
  console.log(`built ${built.length} deployables in ${Date.now() - started} ms`);
}

main().catch((err: unknown) => {
  console.error(`make build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
