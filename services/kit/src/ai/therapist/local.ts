import type { TherapistEngine } from './therapist-engine';

/** The offline provider's part for this area. */
export function localTherapistEngine(): TherapistEngine {
  return {};
}
