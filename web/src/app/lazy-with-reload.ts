/**
 * Route parts are separate script files. After a deploy the old ones are gone, and a
 * slow network can stall one for minutes; spec §9 answers both by reloading the page
 * (which fetches the new entry). A sessionStorage flag holds the time of the last such
 * reload: within `reloadWindowMs` of it, a failure surfaces as a route error instead,
 * so a part that is broken rather than stale cannot cause a reload loop. (Clearing the
 * flag when some part loads would not do: the layout part loads fine while the broken
 * page part fails again after every reload.)
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const chunkTimeoutMs = 120_000;
export const reloadWindowMs = 5 * 60_000;
export const reloadFlagKey = 'rapport:chunk-reload';

type Module<T> = { default: T };

export interface ReloadDeps {
  flag: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
  timeoutMs: number;
}

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, deps: ReloadDeps): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = deps.setTimeout(
      () => reject(new ChunkLoadError(`Page part did not load within ${deps.timeoutMs / 1000} s`)),
      deps.timeoutMs,
    );
    promise.then(
      (value) => {
        deps.clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        deps.clearTimeout(timer);
        reject(err instanceof Error ? err : new ChunkLoadError(String(err)));
      },
    );
  });
}

function reloadedRecently(deps: ReloadDeps): boolean {
  const last = Number(deps.flag?.getItem(reloadFlagKey) ?? NaN);
  const age = deps.now() - last;
  return Number.isFinite(age) && age >= 0 && age < reloadWindowMs;
}

/**
 * Loads a route part. On failure or time-out: reload the page and stay pending until it
 * goes, unless this tab already reloaded for that reason a moment ago; then reject.
 */
export async function loadWithReload<T>(importer: () => Promise<T>, deps: ReloadDeps): Promise<T> {
  try {
    return await withTimeout(importer(), deps);
  } catch (err) {
    if (!deps.flag || reloadedRecently(deps)) throw err;
    deps.flag.setItem(reloadFlagKey, String(deps.now()));
    deps.reload();
    return new Promise<never>(() => {});
  }
}

function browserDeps(): ReloadDeps {
  let flag: ReloadDeps['flag'] = null;
  try {
    flag = window.sessionStorage;
  } catch {
    // No session storage (privacy mode): never reload automatically rather than loop.
  }
  return {
    flag,
    reload: () => window.location.reload(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    now: Date.now,
    timeoutMs: chunkTimeoutMs,
  };
}

/** React.lazy with the reload-once behaviour above. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy
export function lazyWithReload<T extends ComponentType<any>>(
  importer: () => Promise<Module<T>>,
): LazyExoticComponent<T> {
  return lazy(() => loadWithReload(importer, browserDeps()));
}
