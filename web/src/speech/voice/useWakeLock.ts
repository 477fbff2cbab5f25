import { useEffect } from 'react';

/** The parts of the Screen Wake Lock API used here. */
interface Sentinel {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

function wakeLockApi(): WakeLockApi | null {
  const nav = globalThis.navigator as (Navigator & { wakeLock?: WakeLockApi }) | undefined;
  return nav?.wakeLock ?? null;
}

/**
 * Keeps the screen awake while `active` (a voice session is running) where the browser
 * has the Wake Lock API. The browser drops the lock when the tab is hidden, so it is
 * taken again when the tab shows; it is released when the session ends.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: Sentinel | null = null;
    let cancelled = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      api.request('screen').then(
        (s) => {
          if (cancelled) void s.release().catch(() => undefined);
          else sentinel = s;
        },
        (err: unknown) => console.info('[voice] screen wake lock unavailable', err),
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
