/**
 * Route parts are separate script files. After a deploy the old ones are gone, and a
 * slow network can stall one for minutes; spec §9 answers both by reloading the page
 * (which fetches the new entry) once. A sessionStorage flag stops a reload loop when the
 * part is broken rather than stale: the second failure surfaces as a route error.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const chunkTimeoutMs = 120_000;
export const reloadFlagKey = 'rapport:chunk-reload';

type Module<T> = { default: T };

export interface ReloadDeps {
  flag: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
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

/**
 * Loads a route part. On failure or time-out: the first time, reload the page and stay
 * pending until it goes; if that already happened in this tab, reject.
 */
export async function loadWithReload<T>(importer: () => Promise<T>, deps: ReloadDeps): Promise<T> {
  try {
    const mod = await withTimeout(importer(), deps);
    deps.flag?.removeItem(reloadFlagKey);
    return mod;
  } catch (err) {
    if (!deps.flag || deps.flag.getItem(reloadFlagKey)) throw err;
    deps.flag.setItem(reloadFlagKey, String(Date.now()));
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
