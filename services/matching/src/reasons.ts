import {
  dimensionKeys,
  dimensionLabels,
  type DimensionKey,
  type MatchReason,
} from '@rapport/contracts';
import type { ScoredMatch } from './score';
import { themeLabel } from './themes';
import type { ClientPreferences, TherapistPosition } from './types';

/** At most this many lines in 'Why You'll Work Well Together'. */
export const MAX_REASONS = 3;
/** A part must add at least this many points (of 100) to count as a reason. */
export const MIN_REASON_POINTS = 1;
/** How far from 0 a position must be to count as a lean to one pole. */
export const MIN_LEAN = 0.2;

type Side = 'high' | 'low';

/** What the client asked for, and what the therapist does, on each pole in plain words. */
const phrases: Record<DimensionKey, Record<Side, { want: string; offer: string }>> = {
  directiveness: {
    high: {
      want: 'a therapist who takes the lead with a clear plan',
      offer: 'brings structure, tools and clear next steps to sessions',
    },
    low: { want: 'a therapist who lets you set the direction', offer: "follows the client's lead" },
  },
  emotionalIntensity: {
    high: {
      want: 'room to go deep into your feelings',
      offer: 'works closely with strong feelings',
    },
    low: { want: 'a calm, measured pace', offer: 'keeps sessions calm and steady' },
  },
  pastOrientation: {
    high: {
      want: 'help understanding how your past shaped you',
      offer: 'explores how clients’ history shapes them today',
    },
    low: {
      want: 'a focus on what is happening in your life now',
      offer: 'works on the here and now and practical change',
    },
  },
  warmSupport: {
    high: { want: 'warm, gentle support', offer: 'leads with warmth and encouragement' },
    low: { want: 'someone who challenges you directly', offer: 'gives honest, direct challenge' },
  },
};

const sideOf = (v: number): Side | undefined =>
  v >= MIN_LEAN ? 'high' : v <= -MIN_LEAN ? 'low' : undefined;

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Candidate {
  points: number;
  order: number;
  reason: MatchReason;
}

/**
 * The parts of the score that drove this match, biggest contribution first: dimensions where
 * client and therapist lean the same way, and the themes the therapist works with. When none
 * stands out (the client said little), the therapist's specialty is named instead.
 */
export function matchReasons(
  client: ClientPreferences,
  therapist: TherapistPosition,
  match: ScoredMatch,
): MatchReason[] {
  const candidates: Candidate[] = [];
  dimensionKeys.forEach((key, order) => {
    const side = sideOf(client.dimensions[key]);
    const { points } = match.components.dimensions[key];
    if (!side || sideOf(therapist.dimensions[key]) !== side || points < MIN_REASON_POINTS) return;
    const { want, offer } = phrases[key][side];
    candidates.push({
      points,
      order,
      reason: {
        dimension: key,
        label: dimensionLabels[key][side],
        // "You asked for" only for what the client said in so many words (issue 12).
        explanation: client.stated?.[key]
          ? `You asked for ${want}; ${therapist.name} ${offer}.`
          : `Your answers suggest you would like ${want}; ${therapist.name} ${offer}.`,
      },
    });
  });
  const { matched, points } = match.components.specialty;
  if (matched.length > 0 && points >= MIN_REASON_POINTS) {
    const themes = listInWords(matched.map(themeLabel));
    candidates.push({
      points,
      order: dimensionKeys.length,
      reason: {
        dimension: 'specialty',
        label: therapist.specialty,
        explanation: `You want help with ${themes}, which ${therapist.name} works with (specialty: ${therapist.specialty}).`,
      },
    });
  }
  const reasons = candidates
    .sort((a, b) => b.points - a.points || a.order - b.order)
    .slice(0, MAX_REASONS)
    .map((c) => c.reason);
  if (reasons.length > 0) return reasons;
  return [
    {
      dimension: 'specialty',
      label: therapist.specialty,
      explanation: `${therapist.name} specialises in ${therapist.specialty}.`,
    },
  ];
}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** One readable paragraph for 'Why You'll Work Well Together', built from the reasons. */
export function matchReasoning(
  therapist: TherapistPosition,
  score: number,
  reasons: MatchReason[],
): string {
  const years = `${therapist.experience} year${therapist.experience === 1 ? '' : 's'}`;
  return [
    `${therapist.name} is a ${score}% match for you.`,
    ...reasons.map((r) => sentence(r.explanation)),
    `${therapist.name} has ${years} of experience; their approach: ${sentence(therapist.style)}`,
  ].join(' ');
}
