import { DEFAULT_WEIGHTS, scoreMatch, type ScoreWeights, type ScoredMatch } from './score';
import type { ClientPreferences, TherapistPosition } from './types';

export interface RankedTherapist {
  therapist: TherapistPosition;
  match: ScoredMatch;
}

/** Scores closer than this are a tie: floating-point noise must not decide an order. */
const TIE = 1e-9;

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every therapist scored for the client, best first. Ties go to the smaller id, so the same
 * client and directory give the same ranking whatever order the directory arrives in.
 */
export function rankTherapists(
  client: ClientPreferences,
  therapists: readonly TherapistPosition[],
  weights: Readonly<ScoreWeights> = DEFAULT_WEIGHTS,
): RankedTherapist[] {
  return therapists
    .map((therapist) => ({ therapist, match: scoreMatch(client, therapist, weights) }))
    .sort((a, b) => {
      const diff = b.match.exact - a.match.exact;
      return Math.abs(diff) > TIE ? diff : byId(a.therapist.id, b.therapist.id);
    });
}
