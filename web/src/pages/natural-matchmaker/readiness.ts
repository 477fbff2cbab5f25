/**
 * Match readiness by count of inferred answers (spec §4), as one pure function:
 *
 * | count | opacity              | state   |
 * |-------|----------------------|---------|
 * | 0     | 0.3                  | locked  |
 * | 1-3   | 0.5 to 0.7           | locked  |
 * | 4-6   | 0.85 to 1.15, cap 1  | locked  |
 * | 7+    | 1                    | enabled |
 */
import { text, voice } from './messages';

export interface Readiness {
  /** The table's value; may exceed 1 for 5-6 answers (saved as matchButtonOpacity). */
  rawOpacity: number;
  /** What the button shows: capped at 1. */
  opacity: number;
  enabled: boolean;
  label: string;
  status: string;
  /** count/7 as a percentage, capped at 100. */
  progress: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function rawOpacity(count: number): number {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return 0.3;
  if (n <= 3) return round(0.5 + (n - 1) * 0.1);
  if (n < voice.matchThreshold) return round(0.85 + (n - 4) * 0.15);
  return 1;
}

export function progressPercent(count: number): number {
  return Math.min(100, Math.round((Math.max(0, count) / voice.matchThreshold) * 100));
}

export function readiness(
  count: number,
  { hasAnnouncedReady = false, busy = false }: { hasAnnouncedReady?: boolean; busy?: boolean } = {},
): Readiness {
  const raw = rawOpacity(count);
  const enabled = count >= voice.matchThreshold;
  const progress = progressPercent(count);
  let status: string;
  if (enabled && hasAnnouncedReady) status = text.ready;
  else if (count >= voice.gatheringFrom) status = text.gathering;
  else status = `${text.understanding} ${progress}%`;
  return {
    rawOpacity: raw,
    opacity: Math.min(1, raw),
    enabled,
    label: busy ? text.processing : enabled ? text.findMyTherapist : text.keepTalking,
    status,
    progress,
  };
}
