/**
 * Therapy themes as the matching model compares them. Client themes come from the engine's
 * lexicon keys ('selfEsteem', 'work', …); therapists describe theirs in their own words
 * ('Bereavement & loss', 'couples'). Both are mapped to the same canonical key here, so
 * "grief" on one side meets "bereavement" on the other.
 */
const themeSynonyms: Record<string, { label: string; words: string[] }> = {
  anxiety: {
    label: 'anxiety',
    words: ['anxiety', 'anxious', 'panic', 'phobia', 'phobias', 'ocd', 'worry', 'stress', 'fear'],
  },
  depression: { label: 'depression', words: ['depression', 'depressive', 'low mood', 'mood'] },
  trauma: { label: 'trauma', words: ['trauma', 'ptsd', 'abuse', 'emdr', 'traumatic', 'violence'] },
  grief: { label: 'grief', words: ['grief', 'bereavement', 'loss', 'mourning', 'grieving'] },
  relationships: {
    label: 'relationships',
    words: [
      'relationship',
      'relationships',
      'couple',
      'couples',
      'marriage',
      'marital',
      'dating',
      'intimacy',
    ],
  },
  family: { label: 'family', words: ['family', 'families', 'parenting', 'parents'] },
  selfEsteem: {
    label: 'self-esteem',
    words: [
      'self-esteem',
      'self esteem',
      'confidence',
      'shame',
      'perfectionism',
      'identity',
      'self-worth',
    ],
  },
  addiction: {
    label: 'addiction',
    words: ['addiction', 'addictions', 'substance', 'alcohol', 'recovery', 'sobriety', 'gambling'],
  },
  work: {
    label: 'work and burnout',
    words: ['work', 'career', 'burnout', 'workplace', 'job', 'occupational'],
  },
};

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const synonymPatterns = Object.entries(themeSynonyms).map(([key, { words }]) => ({
  key,
  patterns: words.map((w) => new RegExp(`\\b${escape(normalise(w))}\\b`)),
}));

/** The canonical key of a theme name ('Bereavement' → 'grief'); unknown names are kept, normalised. */
export function canonicalTheme(name: string): string {
  const n = normalise(name);
  for (const [key, { words }] of Object.entries(themeSynonyms)) {
    if (normalise(key) === n || words.some((w) => normalise(w) === n)) return key;
  }
  return n;
}

/** Plain-word label of a theme, for reasons ('selfEsteem' → 'self-esteem'). */
export function themeLabel(name: string): string {
  const key = canonicalTheme(name);
  return themeSynonyms[key]?.label ?? key;
}

/** Canonical themes named anywhere in free texts such as a specialty or tags. */
export function themesInText(texts: string[]): string[] {
  const text = ` ${texts.map(normalise).join(' | ')} `;
  return synonymPatterns
    .filter(({ patterns }) => patterns.some((p) => p.test(text)))
    .map((t) => t.key);
}
