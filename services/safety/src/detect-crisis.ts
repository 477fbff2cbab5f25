import {
  crisisPhrases,
  fillers,
  historyMarkers,
  idioms,
  negators,
  type CrisisCategory,
} from './crisis-phrases';

export interface CrisisMatch {
  category: CrisisCategory;
  /** The words that matched, lower-cased. */
  phrase: string;
}

export interface CrisisCheck {
  flagged: boolean;
  /** Each phrase that counted, in order of appearance; denied ones are left out. */
  matches: CrisisMatch[];
}

/** Lower case, straight apostrophes, single spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[ \t]+/g, ' ');
}

const mask = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length));

/** Clauses: a denial does not reach past punctuation ("I'm not sad, I'm suicidal"). */
const clauses = (text: string) => text.split(/[.!?;:,\n()"]+/);

/** Is the phrase starting at `at` in the clause plainly denied ("I have never been suicidal")? */
function denied(clause: string, at: number): boolean {
  if (historyMarkers.test(clause)) return false;
  const before = clause.slice(0, at).trim().split(/\s+/).filter(Boolean).reverse();
  for (const word of before) {
    if (negators.has(word)) return true;
    if (!fillers.has(word)) return false;
  }
  return false;
}

/**
 * Does the text contain self-harm or suicide language? Conservative by design: only a plain
 * denial in the same clause ("I'm not suicidal") cancels a phrase; anything less clear counts.
 */
export function detectCrisis(text: string | readonly string[]): CrisisCheck {
  const texts = typeof text === 'string' ? [text] : text;
  const matches: CrisisMatch[] = [];
  for (const raw of texts) {
    const masked = idioms.reduce(mask, normalise(raw));
    for (const clause of clauses(masked)) {
      const found: (CrisisMatch & { at: number })[] = [];
      for (const { category, pattern, deniable } of crisisPhrases) {
        for (const m of clause.matchAll(pattern)) {
          if (deniable && denied(clause, m.index)) continue;
          found.push({ category, phrase: m[0], at: m.index });
        }
      }
      found.sort((a, b) => a.at - b.at);
      matches.push(...found.map(({ category, phrase }) => ({ category, phrase })));
    }
  }
  return { flagged: matches.length > 0, matches };
}
