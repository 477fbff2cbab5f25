import { dimensionKeys, type DimensionKey, type MatchingDimensions } from '@rapport/contracts';
import { capitalise, listOf } from '@rapport/language';

/** Below this a position says too little to describe: the therapist adapts either way. */
export const STYLE_THRESHOLD = 0.2;

interface PoleWords {
  /** One word for the style line ('Warm and collaborative'). */
  style: string;
  /** A search tag. */
  tag: string;
  /** How the therapist works, in the second person. */
  practice: string;
  /** What a client who fits wants, after 'Clients who want …'. */
  wants: string;
}

/** What each pole of each dimension (DESIGN §6) means for a therapist: +1 first, -1 second. */
export const poleWords: Record<DimensionKey, { high: PoleWords; low: PoleWords }> = {
  directiveness: {
    high: {
      style: 'structured',
      tag: 'structured',
      practice:
        'You take an active lead in sessions, bringing structure, tools and clear next steps',
      wants: 'a therapist who takes the lead',
    },
    low: {
      style: 'collaborative',
      tag: 'client-led',
      practice:
        'You let clients set the direction and the pace of the work rather than imposing a plan',
      wants: 'room to set their own direction',
    },
  },
  emotionalIntensity: {
    high: {
      style: 'emotion-focused',
      tag: 'emotion-focused',
      practice: 'You are at ease going deep into feelings and staying with strong emotion',
      wants: 'space to go deep into their feelings',
    },
    low: {
      style: 'steady',
      tag: 'steady pace',
      practice: 'You keep a calm, measured pace, so that strong feelings stay manageable',
      wants: 'a calm, measured pace',
    },
  },
  pastOrientation: {
    high: {
      style: 'reflective',
      tag: 'past-focused',
      practice:
        'You often look back with clients at how their history and early experiences shape the present',
      wants: 'time to understand how their past shaped them',
    },
    low: {
      style: 'practical',
      tag: 'present-focused',
      practice:
        "You keep the work in the here and now, on what is happening in clients' lives today",
      wants: 'a focus on the here and now',
    },
  },
  warmSupport: {
    high: {
      style: 'warm',
      tag: 'warm',
      practice: 'Warmth, patience and acceptance are at the heart of how you build trust',
      wants: 'warm, gentle support',
    },
    low: {
      style: 'direct',
      tag: 'direct',
      practice: 'You are willing to challenge clients directly when that helps them move forward',
      wants: 'honest, direct challenge',
    },
  },
};

/** The order style words read best in: 'Warm and collaborative', 'Structured and direct'. */
const wordOrder = [
  'warm',
  'structured',
  'steady',
  'emotion-focused',
  'reflective',
  'practical',
  'collaborative',
  'direct',
];

export interface Leaning {
  key: DimensionKey;
  value: number;
  words: PoleWords;
}

/** The dimensions the position clearly leans on, strongest first (then in the contract's order). */
export function leanings(dimensions: MatchingDimensions): Leaning[] {
  return dimensionKeys
    .filter((key) => Math.abs(dimensions[key]) >= STYLE_THRESHOLD)
    .map((key) => ({
      key,
      value: dimensions[key],
      words: dimensions[key] > 0 ? poleWords[key].high : poleWords[key].low,
    }))
    .sort(
      (a, b) =>
        Math.abs(b.value) - Math.abs(a.value) ||
        dimensionKeys.indexOf(a.key) - dimensionKeys.indexOf(b.key),
    );
}

/**
 * The style line: the two strongest leanings ('Warm and collaborative'), a third when it is
 * nearly as strong; 'Balanced and adaptable' when the answers lean nowhere.
 */
export function styleOf(dimensions: MatchingDimensions): string {
  const strong = leanings(dimensions);
  const [first, second, third] = strong;
  if (!first) return 'Balanced and adaptable';
  const picked = [first, second, third && Math.abs(third.value) >= 0.5 ? third : undefined]
    .filter((l): l is Leaning => l !== undefined)
    .map((l) => l.words.style)
    .sort((a, b) => wordOrder.indexOf(a) - wordOrder.indexOf(b));
  if (picked.length === 1) picked.push('adaptable');
  return capitalise(listOf(picked));
}

/** Search tags for the clear leanings ('warm', 'client-led'). */
export function styleTags(dimensions: MatchingDimensions, max = 2): string[] {
  return leanings(dimensions)
    .slice(0, max)
    .map((l) => l.words.tag);
}
