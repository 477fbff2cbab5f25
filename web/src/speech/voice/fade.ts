/**
 * Volume fade-out on stop (spec §9): lowered by 0.1 every 20 ms until silent. The timer
 * is injected, so the steps are unit-tested with fake timers.
 */
import { timings } from '@rapport/contracts/constants';

/** The volumes a fade passes through from `start` down to 0 (0.9 → 0.8 → ... → 0). */
export function fadeSteps(start: number, step: number = timings.audioFadeStep): number[] {
  const steps: number[] = [];
  let v = Math.max(0, Math.min(1, start));
  while (v > 0) {
    // Rounded so 10 steps of 0.1 reach exactly 0 rather than 1e-17.
    v = Math.max(0, Math.round((v - step) * 1000) / 1000);
    steps.push(v);
  }
  return steps;
}

export interface FadeTarget {
  readonly volume: number;
  setVolume(volume: number): void;
}

/** Fades `target` to silence; resolves once it is silent. */
export function fadeOut(
  target: FadeTarget,
  {
    step = timings.audioFadeStep,
    intervalMs = timings.audioFadeIntervalMs,
    setInterval: every = globalThis.setInterval,
    clearInterval: stop = globalThis.clearInterval,
  }: {
    step?: number;
    intervalMs?: number;
    setInterval?: typeof globalThis.setInterval;
    clearInterval?: typeof globalThis.clearInterval;
  } = {},
): Promise<void> {
  const steps = fadeSteps(target.volume, step);
  if (steps.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let i = 0;
    const timer = every(() => {
      target.setVolume(steps[i++] ?? 0);
      if (i >= steps.length) {
        stop(timer);
        resolve();
      }
    }, intervalMs);
  });
}
