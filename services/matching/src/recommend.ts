import type { Recommendation, ScoredTherapist, TherapistCard } from '@rapport/contracts';
import { rankAfterPasses, type PassedOver } from './pass-penalty';
import { rankTherapists, type RankedTherapist } from './rank';
import { matchReasoning, matchReasons } from './reasons';
import type { ClientPreferences, TherapistPosition } from './types';

/** Next-best therapists shown beside the recommendation, so a person sees three in all. */
export const DEFAULT_ALTERNATIVES = 2;
/** The contract allows at most three alternatives. */
const MAX_ALTERNATIVES = 3;

/** The card a client sees: the directory entry without the model's internals. */
export function toTherapistCard(t: TherapistPosition): TherapistCard {
  return {
    id: t.id,
    name: t.name,
    specialty: t.specialty,
    experience: t.experience,
    style: t.style,
    tags: [...t.tags],
  };
}

/**
 * The best-fitting therapist with the reasons that drove the match, and the next best as
 * alternatives; null when the directory is empty. The crisis notice is not the model's
 * business: the caller adds it (see safety/).
 */
export function recommend(
  client: ClientPreferences,
  therapists: readonly TherapistPosition[],
  alternatives = DEFAULT_ALTERNATIVES,
): Omit<Recommendation, 'crisis'> | null {
  return fromRanking(client, rankTherapists(client, therapists), alternatives);
}

/**
 * 'Try Another Match': the best therapist the client has not passed on, with therapists like
 * the ones passed on down-weighted (see pass-penalty.ts); null when none is left. `exclude`
 * holds every id passed on, also those no longer in the directory.
 */
export function recommendAfterPasses(
  client: ClientPreferences,
  therapists: readonly TherapistPosition[],
  passes: readonly PassedOver[],
  exclude: ReadonlySet<string>,
  alternatives = DEFAULT_ALTERNATIVES,
): Omit<Recommendation, 'crisis'> | null {
  return fromRanking(client, rankAfterPasses(client, therapists, passes, exclude), alternatives);
}

function fromRanking(
  client: ClientPreferences,
  ranked: readonly RankedTherapist[],
  alternatives: number,
): Omit<Recommendation, 'crisis'> | null {
  const [best, ...rest] = ranked;
  if (!best) return null;
  const reasons = matchReasons(client, best.therapist, best.match);
  return {
    therapist: toTherapistCard(best.therapist),
    matchScore: best.match.score,
    reasons,
    matchReasoning: matchReasoning(best.therapist, best.match.score, reasons),
    alternatives: rest
      .slice(0, Math.min(MAX_ALTERNATIVES, Math.max(0, alternatives)))
      .map((r): ScoredTherapist => ({
        ...toTherapistCard(r.therapist),
        matchScore: r.match.score,
      })),
  };
}
