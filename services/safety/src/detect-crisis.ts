import {
  clauseBreak,
  crisisPhrases,
  fillers,
  historyMarkers,
  idioms,
  negators,
  type CrisisCategory,
} from './crisis-phrases';
import { crisisFeatures, crisisModel, crisisScore } from './crisis-model';
import { encode } from './sentence-encoder';

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
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/[ \t]+/g, ' ')
      // Typed without apostrophes: "wasnt", "dont", "im", "ive".
      .replace(
        /\b(was|were|is|are|do|does|did|could|would|should|have|has|had|wo|ca)nt\b/g,
        "$1n't",
      )
      .replace(/\bim\b/g, "i'm")
      .replace(/\bive\b/g, "i've")
      // Speech-to-text, dialect and text-speak spellings of the same words.
      .replace(
        /\b(?:me ?self|masel|mysel|my self(?! ?-?(?:esteem|worth|confidence|image|respect|care|belief|doubt)))\b/g,
        'myself',
      )
      .replace(/\b(?:sue aside|sewer side|sui side|sooicide)\b/g, 'suicide')
      .replace(/\bbetter of\b/g, 'better off')
      .replace(/\bwith out\b/g, 'without')
      .replace(/\bnvr\b/g, 'never')
      .replace(/\bagn\b/g, 'again')
      .replace(/\bne more\b/g, 'anymore')
      .replace(/\btae\b/g, 'to')
      .replace(/\bion\b/g, "i don't")
      .replace(
        /\b(did|can|was|wis|do|din|could|would|is|should)nae\b/g,
        (_m, v: string) => `${({ wis: 'was', din: 'do' } as Record<string, string>)[v] ?? v}n't`,
      )
      .replace(
        /\b(cuttin|shavin|burnin|bein|swallowin|wishin|thinkin|takin|workin|jumpin|hurtin|killin|livin|dyin|tryin|plannin)\b/g,
        '$1g',
      )
  );
}

const mask = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length));

/** Is the phrase starting at `at` in the clause plainly denied ("I have never been suicidal")? */
function denied(clause: string, at: number): boolean {
  if (historyMarkers.test(clause)) return false;
  // A denial taken back in the same breath: "I don't want to hurt myself but I think about it".
  if (/\b(?:but|though|although|except|yet)\b/.test(clause.slice(at))) return false;
  const before = clause.slice(0, at).trim().split(/\s+/).filter(Boolean).reverse();
  for (const word of before) {
    if (negators.has(word)) return true;
    if (!fillers.has(word)) return false;
  }
  return false;
}

/** The text as the check reads it: lower case, typography straightened, idioms blanked out. */
export const prepareCrisisText = (raw: string) => idioms.reduce(mask, normalise(raw));

/**
 * Does the text contain self-harm or suicide language? Conservative by design: only a plain
 * denial in the same clause ("I'm not suicidal") cancels a phrase; anything less clear counts.
 * The phrases decide first; a text they do not flag is read by the statistical reader
 * (./crisis-model) a passage at a time, and a passage it scores at or above its threshold is
 * reported, clipped.
 */
export async function detectCrisis(text: string | readonly string[]): Promise<CrisisCheck> {
  const texts = typeof text === 'string' ? [text] : text;
  const model = crisisModel();
  const matches: CrisisMatch[] = [];
  for (const raw of texts) {
    const scan = scanPhrases(prepareCrisisText(raw));
    const found = scan.matches;
    if (found.length === 0)
      for (const passage of passagesOf(scan.readerText)) {
        const features = crisisFeatures(passage, await encode(passage));
        if (crisisScore(model, features) < model.threshold) continue;
        found.push({ category: 'suicide', phrase: clip(passage) });
        break;
      }
    matches.push(...found);
  }
  return { flagged: matches.length > 0, matches };
}

/**
 * What the statistical reader reads: the prepared text with every clause blanked where a phrase
 * matched but the phrase lists read it in another sense (an accident, a team or a job, a plain
 * denial), so the reader does not overrule that reading: "I hurt myself at the gym", "the squad
 * would be better off without me in goal", "I would never hurt myself".
 */
export const readerText = (prepared: string) => scanPhrases(prepared).readerText;

/** The model learned from texts of up to about 60 words: a longer one is read in passages. */
const passageWords = 60;

/**
 * The passages the statistical reader scores: a text of up to passageWords words whole; a longer
 * one as each sentence and each two sentences together, so that risk told in a sentence or two
 * of a long answer is read as it would be alone.
 */
export function passagesOf(prepared: string): string[] {
  const sentences = prepared
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const words = (s: string) => s.split(' ').length;
  const whole = sentences.join(' ');
  if (!whole || words(whole) <= passageWords) return whole ? [whole] : [];
  return sentences.flatMap((sentence, i) => {
    const next = sentences[i + 1];
    return next === undefined ? [sentence] : [sentence, `${sentence} ${next}`];
  });
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The phrase lists alone. */
export function detectPhrases(text: string | readonly string[]): CrisisCheck {
  const texts = typeof text === 'string' ? [text] : text;
  const matches = texts.flatMap((raw) => scanPhrases(prepareCrisisText(raw)).matches);
  return { flagged: matches.length > 0, matches };
}

/**
 * One reading of a prepared text by the phrase lists: the phrases that count, in order, and the
 * text the statistical reader reads (readerText above), with every clause blanked where a phrase
 * matched but was excused by its `unless` or a plain denial.
 */
function scanPhrases(masked: string): { matches: CrisisMatch[]; readerText: string } {
  const found: (CrisisMatch & { at: number })[] = [];
  let reader = masked;
  let offset = 0;
  for (const clause of masked.split(clauseBreak)) {
    let excused = false;
    for (const { category, pattern, deniable, scope, unless } of crisisPhrases) {
      if (scope === 'text') continue;
      const matches = [...clause.matchAll(pattern)];
      if (matches.length > 0 && unless?.test(clause)) {
        excused = true;
        continue;
      }
      for (const m of matches) {
        if (deniable && denied(clause, m.index)) excused = true;
        else found.push({ category, phrase: m[0], at: offset + m.index });
      }
    }
    if (excused)
      reader =
        reader.slice(0, offset) + ' '.repeat(clause.length) + reader.slice(offset + clause.length);
    offset += clause.length + 1;
  }
  // Parts said apart, across the message's punctuation: "…by a bus tomorrow, I'd be relieved".
  const flat = masked.replace(/[^a-z0-9'&\s-]/g, ' ');
  for (const { category, pattern, scope, unless } of crisisPhrases) {
    if (scope !== 'text' || unless?.test(flat)) continue;
    for (const m of flat.matchAll(pattern)) found.push({ category, phrase: m[0], at: m.index });
  }
  // In order; a phrase inside one already reported ("god will take me" in "pray god will take
  // me") is the same words, reported once.
  found.sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length);
  const matches: CrisisMatch[] = [];
  let reachedTo = -1;
  for (const { category, phrase, at } of found) {
    if (at + phrase.length <= reachedTo) continue;
    matches.push({ category, phrase });
    reachedTo = Math.max(reachedTo, at + phrase.length);
  }
  return { matches, readerText: reader };
}
