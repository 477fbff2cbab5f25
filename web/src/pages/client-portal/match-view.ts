/** Display rules of the kept match on the client dashboard, kept pure for tests. */
import type { MatchPassReason } from '@rapport/contracts';

export const passReasonOptions: ReadonlyArray<{ value: MatchPassReason; label: string }> = [
  { value: 'not-my-style', label: 'Not my style' },
  { value: 'specialty', label: 'Specialty' },
  { value: 'other', label: 'Other' },
];

export function passReasonLabel(reason: MatchPassReason): string {
  return passReasonOptions.find((o) => o.value === reason)?.label ?? reason;
}
