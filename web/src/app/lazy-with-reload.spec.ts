import { loadWithReload, reloadFlagKey, reloadWindowMs, type ReloadDeps } from './lazy-with-reload';

const t0 = 1_700_000_000_000;

function fakeDeps(lastReloadAt?: number, now = t0) {
  const store = new Map<string, string>();
  if (lastReloadAt !== undefined) store.set(reloadFlagKey, String(lastReloadAt));
  const timers: Array<() => void> = [];
  const deps: ReloadDeps = {
    flag: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    reload: jest.fn(),
    setTimeout: (fn) => timers.push(fn),
    clearTimeout: () => {},
    now: () => now,
    timeoutMs: 120_000,
  };
  return { deps, store, fireTimeout: () => timers.forEach((fn) => fn()) };
}

const broken = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

/** Whether a promise is still pending after the microtask queue drains. */
async function pending(p: Promise<unknown>): Promise<boolean> {
  let settled = false;
  p.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((r) => setImmediate(r));
  return !settled;
}

describe('loadWithReload (spec §9 chunk load failure)', () => {
  it('returns the module', async () => {
    const { deps } = fakeDeps();
    await expect(loadWithReload(async () => 'module', deps)).resolves.toBe('module');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads on a failure and stays pending while the page goes', async () => {
    const { deps, store } = fakeDeps();
    const load = loadWithReload(broken, deps);
    expect(await pending(load)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(store.get(reloadFlagKey)).toBe(String(t0));
  });

  it('surfaces the error instead of reloading again right after a reload', async () => {
    const { deps } = fakeDeps(t0 - 3_000);
    await expect(loadWithReload(broken, deps)).rejects.toThrow('dynamically imported');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('does not loop when another part loads fine after the reload', async () => {
    const { deps } = fakeDeps(t0 - 3_000);
    await loadWithReload(async () => 'layout', deps);
    await expect(loadWithReload(broken, deps)).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a failure long after the last reload (a later deploy)', async () => {
    const { deps } = fakeDeps(t0 - reloadWindowMs - 1);
    expect(await pending(loadWithReload(broken, deps))).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('treats a part that takes longer than the time-out as failed', async () => {
    const { deps, fireTimeout } = fakeDeps();
    const load = loadWithReload(() => new Promise<never>(() => {}), deps);
    fireTimeout();
    expect(await pending(load)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without session storage, so it cannot loop', async () => {
    const { deps } = fakeDeps();
    await expect(loadWithReload(broken, { ...deps, flag: null })).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
