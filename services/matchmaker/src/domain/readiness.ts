import { limits } from '@rapport/contracts';

/**
 * The match button's raw opacity by inferred answers (spec §4): 0 → 0.3; 1-3 → 0.5-0.7;
 * 4-6 → 0.85-1.15 (screens cap it at 1); 7 or more → 1.
 */
export function matchButtonOpacity(count: number): number {
  if (count <= 0) return 0.3;
  if (count <= 3) return round(0.5 + (count - 1) * 0.1);
  if (count < limits.matchThreshold) return round(0.85 + (count - 4) * 0.15);
  return 1;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function canTriggerMatch(count: number, crisis: boolean): boolean {
  return count >= limits.matchThreshold && !crisis;
}
