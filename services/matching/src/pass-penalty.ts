import { dimensionKeys, type MatchPassReason } from '@rapport/contracts';
import { rankTherapists, type RankedTherapist } from './rank';
import { therapistThemes } from './score';
import type { ClientPreferences, TherapistPosition } from './types';

/**
 * 'Try Another Match'. A client who passes on a therapist tells us something about the
 * therapists like them: "not my style" about those who work the same way (the four
 * dimensions), "specialty" about those with the same focus. Such therapists lose points the
 * next time; "other" says nothing about anyone else, so only that therapist is left out.
 */

/** A therapist the client passed on, and why. */
export interface PassedOver {
  therapist: TherapistPosition;
  reason: MatchPassReason;
}

/**
 * Points (of 100) taken from a therapist exactly like one passed on, per reason. 30 is more
 * than the whole specialty share of the score (25): a client who said the specialty was
 * wrong is not shown its twin next, however well the style fits; likewise for style.
 */
export const PASS_PENALTY: Readonly<Record<MatchPassReason, number>> = {
  'not-my-style': 30,
  specialty: 30,
  other: 0,
};

/** Several passes add up, but never past this: a strong fit stays in sight. */
export const MAX_PASS_PENALTY = 45;

/**
 * Style similarity below this counts as "not alike" (0 penalty): two therapists picked at
 * random sit about 0.67 apart on the scale below, so only those clearly alike are touched.
 */
export const STYLE_ALIKE_FROM = 0.7;

/** As in rank.ts: closer scores are a tie, broken by id. */
const TIE = 1e-9;
const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
const norm = (s: string) => s.trim().toLowerCase();

/** 1 when two therapists sit at the same place on all four dimensions, 0 at opposite poles. */
export function dimensionSimilarity(a: TherapistPosition, b: TherapistPosition): number {
  const distance =
    dimensionKeys.reduce((sum, k) => sum + Math.abs(a.dimensions[k] - b.dimensions[k]), 0) /
    dimensionKeys.length;
  return clamp01(1 - distance / 2);
}

/**
 * How alike two therapists' ways of working are, 0 … 1: the same style line counts as alike;
 * otherwise dimension similarity above STYLE_ALIKE_FROM, scaled so identical is 1.
 */
export function styleAlikeness(a: TherapistPosition, b: TherapistPosition): number {
  if (norm(a.style) !== '' && norm(a.style) === norm(b.style)) return 1;
  return clamp01((dimensionSimilarity(a, b) - STYLE_ALIKE_FROM) / (1 - STYLE_ALIKE_FROM));
}

/**
 * How much two therapists share a focus, 0 … 1: the share of the passed-on therapist's
 * themes the other also works with, or 1 for the same specialty when neither names a theme.
 */
export function specialtyOverlap(candidate: TherapistPosition, passed: TherapistPosition): number {
  const theirs = therapistThemes(passed);
  if (theirs.length === 0) {
    return norm(candidate.specialty) !== '' && norm(candidate.specialty) === norm(passed.specialty)
      ? 1
      : 0;
  }
  const offered = new Set(therapistThemes(candidate));
  return theirs.filter((t) => offered.has(t)).length / theirs.length;
}

/** Points a candidate loses for resembling the therapists passed on, 0 … MAX_PASS_PENALTY. */
export function passPenalty(candidate: TherapistPosition, passes: readonly PassedOver[]): number {
  let total = 0;
  for (const { therapist, reason } of passes) {
    if (therapist.id === candidate.id) continue;
    const alike =
      reason === 'not-my-style'
        ? styleAlikeness(candidate, therapist)
        : reason === 'specialty'
          ? specialtyOverlap(candidate, therapist)
          : 0;
    total += PASS_PENALTY[reason] * alike;
  }
  return Math.min(MAX_PASS_PENALTY, total);
}

/** A ranked therapist with the points the client's passes took off (0 when none). */
export interface RerankedTherapist extends RankedTherapist {
  penalty: number;
}

/**
 * Every therapist not passed on, scored for the client with the penalties taken off, best
 * first; `passedIds` are left out whether or not their position is still known.
 */
export function rankAfterPasses(
  client: ClientPreferences,
  therapists: readonly TherapistPosition[],
  passes: readonly PassedOver[],
  passedIds: ReadonlySet<string> = new Set(passes.map((p) => p.therapist.id)),
): RerankedTherapist[] {
  const candidates = therapists.filter((t) => !passedIds.has(t.id));
  const ranked = rankTherapists(client, candidates).map((r): RerankedTherapist => {
    const penalty = passPenalty(r.therapist, passes);
    const exact = r.match.exact - penalty;
    return {
      ...r,
      penalty,
      match: { ...r.match, exact, score: Math.max(0, Math.min(100, Math.round(exact))) },
    };
  });
  return ranked.sort((a, b) => {
    const diff = b.match.exact - a.match.exact;
    return Math.abs(diff) > TIE ? diff : a.therapist.id < b.therapist.id ? -1 : 1;
  });
}
