import type { DimensionKey } from '@rapport/contracts';
import { findDimensionHits } from './lexicon';
import { analyseText } from './nlp';
import { scopeSentences } from './scope';

/**
 * When two questions are the same question to the person answering them (issue 12, "one
 * question, once"). The one definition the questionnaire, the assessment and the voice bank
 * merge by, and the language eval counts duplicates with:
 *
 * - the same words: at least `SAME_QUESTION` of their content-word lemmas in common (Jaccard
 *   over wink-nlp lemmas of the words that are not stop words: "How do you pace trauma work?"
 *   and "How do you pace the work with trauma?" are one question; "What would you change
 *   about your sleep?" and "… about your job?" are two);
 * - or the same choice: both put the two sides of one matching dimension to the person as
 *   alternatives ("warm, gentle support, or someone who challenges you" and "gentle
 *   encouragement, or someone who challenges you directly"): the answer to one is the answer
 *   to the other, however differently worded.
 */
export const SAME_QUESTION = 0.7;

export interface QuestionIdentity {
  /** Lemmas of the content words. */
  lemmas: ReadonlySet<string>;
  /** The dimension whose two sides the question offers as alternatives, if any. */
  choice?: DimensionKey;
}

/** "X, or Y", "X compared with Y", "balance X with Y", "rather X than Y": two sides offered. */
const alternatives = /\bor\b|\bcompared (?:with|to)\b|\bbalance\b|\brather\b|\bversus\b|\bvs\.?\b/i;

/** The question in the answerer's own person: you → I, your → my. */
const persons: Record<string, string> = {
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
  "you've": "I've",
  "you'd": "I'd",
};
const answerWording = (question: string) =>
  question.replace(
    /\b(you're|you've|you'd|yourself|yours|your|you)\b/gi,
    (w) => persons[w.toLowerCase()] ?? w,
  );

const cache = new Map<string, QuestionIdentity>();
const CACHE_MAX = 2000;

/** What a question asks, read once per wording (projections merge the same texts on every list). */
export function questionIdentity(text: string): QuestionIdentity {
  const key = text.trim().toLowerCase();
  const known = cache.get(key);
  if (known) return known;
  const sentences = analyseText(key).sentences;
  const lemmas = new Set(
    sentences
      .flatMap((s) => s.words)
      .filter((w) => !w.stop && /^[a-z]/.test(w.normal))
      .map((w) => w.lemma),
  );
  let choice: DimensionKey | undefined;
  if (alternatives.test(key)) {
    // Read as the answer would say it: "leave you to decide" is the answerer deciding, which
    // the lexicon reads from "leave me to decide" said by a client.
    const answer = analyseText(answerWording(key)).sentences;
    const clauses = scopeSentences(answer);
    const hits = answer.flatMap((s) => findDimensionHits(s, clauses, 'client'));
    const sides = new Map<DimensionKey, Set<number>>();
    for (const h of hits) sides.set(h.dimension, (sides.get(h.dimension) ?? new Set()).add(h.pole));
    // Only one dimension offered both ways: a question weighing two dimensions is its own.
    const both = [...sides].filter(([, poles]) => poles.size === 2).map(([k]) => k);
    if (both.length === 1) choice = both[0];
  }
  const identity: QuestionIdentity = choice ? { lemmas, choice } : { lemmas };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, identity);
  return identity;
}

/** Share of content-word lemmas two questions have in common (Jaccard), 0 … 1. */
export function wordOverlap(a: QuestionIdentity, b: QuestionIdentity): number {
  if (a.lemmas.size === 0 || b.lemmas.size === 0) return 0;
  let common = 0;
  for (const w of a.lemmas) if (b.lemmas.has(w)) common += 1;
  return common / (a.lemmas.size + b.lemmas.size - common);
}

/** Whether two questions ask the same (see `SAME_QUESTION`). */
export function sameQuestion(a: string | QuestionIdentity, b: string | QuestionIdentity): boolean {
  const x = typeof a === 'string' ? questionIdentity(a) : a;
  const y = typeof b === 'string' ? questionIdentity(b) : b;
  if (x.choice !== undefined && x.choice === y.choice) return true;
  return wordOverlap(x, y) >= SAME_QUESTION;
}
