/**
 * Save-session timing (spec §7):
 * - a change of the Q&A history saves at once;
 * - any other change of session state saves 1 s after the last change (debounced);
 * - nothing changed since the last save, or a save already running: no new save.
 * A change that arrives while a save runs is looked at again when that save ends, so
 * the last answer is never left unsaved. Timers are injected for fake-timer tests.
 */

export interface SaveKeys {
  /** The Q&A history, serialised. */
  qa: string;
  /** Everything else that is saved, serialised. */
  rest: string;
}

export interface SaveSchedulerOptions<S> {
  keysOf: (snapshot: S) => SaveKeys;
  save: (snapshot: S) => Promise<void>;
  debounceMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export type UpdateResult = 'unchanged' | 'busy' | 'now' | 'debounced';

export interface SaveScheduler<S> {
  /** What is already stored on the server (a loaded session), without saving it. */
  baseline(snapshot: S | null): void;
  update(snapshot: S): UpdateResult;
  /** Drops a pending debounced save. */
  cancel(): void;
  readonly saving: boolean;
}

export function createSaveScheduler<S>(options: SaveSchedulerOptions<S>): SaveScheduler<S> {
  const {
    keysOf,
    save,
    debounceMs = 1000,
    setTimeout: later = (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: cancelTimer = (h) => globalThis.clearTimeout(h as number),
  } = options;

  let saved: SaveKeys | null = null;
  let latest: { snapshot: S; keys: SaveKeys } | null = null;
  let timer: unknown = null;
  let running = false;

  const clear = () => {
    if (timer !== null) cancelTimer(timer);
    timer = null;
  };

  const same = (a: SaveKeys | null, b: SaveKeys) =>
    a !== null && a.qa === b.qa && a.rest === b.rest;

  const run = () => {
    clear();
    const target = latest;
    if (!target || running || same(saved, target.keys)) return;
    running = true;
    save(target.snapshot).then(
      () => {
        running = false;
        saved = target.keys;
        if (latest && latest !== target) evaluate(latest);
      },
      (err: unknown) => {
        running = false;
        // Tried again on the next change, not in a loop.
        console.warn('[voice] save-session failed', err);
      },
    );
  };

  const evaluate = (next: { snapshot: S; keys: SaveKeys }): UpdateResult => {
    latest = next;
    if (same(saved, next.keys)) {
      clear();
      return 'unchanged';
    }
    if (running) return 'busy';
    if (saved === null || saved.qa !== next.keys.qa) {
      run();
      return 'now';
    }
    clear();
    timer = later(run, debounceMs);
    return 'debounced';
  };

  return {
    baseline(snapshot) {
      clear();
      saved = snapshot === null ? null : keysOf(snapshot);
      latest = null;
    },
    update: (snapshot) => evaluate({ snapshot, keys: keysOf(snapshot) }),
    cancel: clear,
    get saving() {
      return running;
    },
  };
}
