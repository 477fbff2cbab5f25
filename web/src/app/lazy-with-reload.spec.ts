import { loadWithReload, reloadFlagKey, type ReloadDeps } from './lazy-with-reload';

function fakeDeps(flagged = false) {
  const store = new Map<string, string>(flagged ? [[reloadFlagKey, '1']] : []);
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
    timeoutMs: 120_000,
  };
  return { deps, store, fireTimeout: () => timers.forEach((fn) => fn()) };
}

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
  it('returns the module and clears an earlier reload flag', async () => {
    const { deps, store } = fakeDeps(true);
    await expect(loadWithReload(async () => 'module', deps)).resolves.toBe('module');
    expect(store.has(reloadFlagKey)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure and stays pending while the page goes', async () => {
    const { deps, store } = fakeDeps();
    const load = loadWithReload(() => Promise.reject(new Error('Failed to fetch module')), deps);
    expect(await pending(load)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(store.has(reloadFlagKey)).toBe(true);
  });

  it('does not reload again after a reload already happened: the error surfaces', async () => {
    const { deps } = fakeDeps(true);
    await expect(
      loadWithReload(() => Promise.reject(new Error('Failed to fetch module')), deps),
    ).rejects.toThrow('Failed to fetch module');
    expect(deps.reload).not.toHaveBeenCalled();
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
    await expect(
      loadWithReload(() => Promise.reject(new Error('x')), { ...deps, flag: null }),
    ).rejects.toThrow('x');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
