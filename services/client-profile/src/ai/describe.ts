import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import { themeLabel, type ClientPreferences } from '@rapport/matching';
import { capitalise, listOf } from '@rapport/language';

/** A dimension is described once the client leaned this far to one pole … */
export const MIN_POSITION = 0.2;
/** … with at least this confidence (one wish stated plainly; one aside in a story is not enough). */
export const MIN_CONFIDENCE = 0.25;
export const MAX_TAGS = 6;

type Side = 'high' | 'low';

/** How each pole reads as a tag and as a wish, in plain second-person words. */
export const poleWords: Record<DimensionKey, Record<Side, { tag: string; want: string }>> = {
  directiveness: {
    high: { tag: 'Wants a clear plan', want: 'a therapist who takes the lead with a clear plan' },
    low: {
      tag: 'Sets their own direction',
      want: 'the freedom to set the direction of your sessions yourself',
    },
  },
  emotionalIntensity: {
    high: { tag: 'Emotionally open', want: 'room to go deep into your feelings' },
    low: { tag: 'Prefers a calm pace', want: 'a calm, measured pace' },
  },
  pastOrientation: {
    high: { tag: 'Reflective about the past', want: 'help understanding how your past shaped you' },
    low: { tag: 'Focused on the present', want: 'a focus on what is happening in your life now' },
  },
  warmSupport: {
    high: { tag: 'Values warmth', want: 'warm, gentle support' },
    low: { tag: 'Welcomes direct challenge', want: 'someone who challenges you directly' },
  },
};

export interface Lean {
  key: DimensionKey;
  side: Side;
  confidence: number;
  /** Asked for in so many words; otherwise read from a negation, a contrast or their story. */
  stated: boolean;
}

/** The dimensions the client clearly leaned on, most confident first (ties in model order). */
export function clearLeans(p: ClientPreferences): Lean[] {
  return dimensionKeys
    .map((key): Lean | null => {
      const v = p.dimensions[key];
      const confidence = p.confidence[key];
      if (Math.abs(v) < MIN_POSITION || confidence < MIN_CONFIDENCE) return null;
      return { key, side: v > 0 ? 'high' : 'low', confidence, stated: p.stated?.[key] === true };
    })
    .filter((l): l is Lean => l !== null)
    .sort(
      (a, b) =>
        b.confidence - a.confidence || dimensionKeys.indexOf(a.key) - dimensionKeys.indexOf(b.key),
    );
}

/**
 * Personality-insight tags: what they want help with, then how they want to work. Without
 * either, their own most salient phrases, so the tags still come from what they wrote.
 */
export function clientTags(p: ClientPreferences, ownPhrases: readonly string[] = []): string[] {
  const tags = [
    ...p.themes.map((t) => capitalise(themeLabel(t))),
    ...clearLeans(p).map((l) => poleWords[l.key][l.side].tag),
  ];
  if (tags.length === 0) tags.push(...ownPhrases.slice(0, 3).map(capitalise));
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

/** One or two sentences: what they want help with, and how they want to be worked with. */
export function clientSummary(p: ClientPreferences): string {
  const parts: string[] = [];
  if (p.themes.length > 0) {
    parts.push(`You are looking for help with ${listOf(p.themes.map(themeLabel))}.`);
  }
  // "You asked for" only what they said in so many words; the rest is an inference (issue 12).
  const leans = clearLeans(p).slice(0, 3);
  const asked = leans.filter((l) => l.stated).map((l) => poleWords[l.key][l.side].want);
  const inferred = leans.filter((l) => !l.stated).map((l) => poleWords[l.key][l.side].want);
  if (asked.length > 0) parts.push(`You asked for ${listOf(asked)}.`);
  if (inferred.length > 0) {
    const also = asked.length > 0 ? 'also ' : '';
    parts.push(`Your answers ${also}suggest you would like ${listOf(inferred)}.`);
  }
  if (parts.length === 0) {
    return 'You have started to describe what matters to you; a few more answers about what you want help with and how you like to work will sharpen your matches.';
  }
  return parts.join(' ');
}
