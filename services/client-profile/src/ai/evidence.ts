import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import type { AnalysisEvidence, DimensionEvidence } from '@rapport/matching';
import {
  clauseAt,
  readSignals,
  scopeSentences,
  type Clause,
  type TextSignals,
} from '@rapport/language';
import type { ClientAnswer } from './client-engine';

/** One answer as the local engine read it. */
export interface AnswerReading {
  index: number;
  question: string;
  answer: string;
  signals: TextSignals;
  /** Per sentence of the answer: does it say what the client wants from therapy? */
  preference: boolean[];
  /** The answer's clauses (negation, contrast, who is meant), for per-clause readings. */
  clauses: Clause[];
}

export interface ClientReading {
  answers: AnswerReading[];
  /** The matching model's input, for `clientPreferencesFromAnalysis`. */
  evidence: AnalysisEvidence;
}

/**
 * A dimension word in a sentence that says what the client wants ("I'd like someone gentle")
 * is a preference; the same word in a sentence that tells their story ("my mother was never
 * gentle") is context, and counts this much.
 */
export const CONTEXT_WEIGHT = 0.5;

/** Sentences that state a wish about therapy or the therapist, rather than describe a life. */
const preferencePatterns: RegExp[] = [
  /\b(?:i|we)(?:'d| would| really| also| just| always| do| don't| do not| didn't| never)? ?(?:want|like|prefer|need|hope|wish|rather|love|appreciate|value|respond)(?:e?d|s)?\b/,
  /\b(?:i'm|i am|we're|we are) (?:looking for|hoping|after|not looking)\b/,
  /\b(?:would|could|might) (?:help|make a (?:big |real )?difference|be (?:good|great|helpful|ideal|nice|best))\b/,
  /\b(?:helps?|works?|worked) (?:best )?(?:for )?(?:me|us)\b/,
  /\bwhat (?:helps|works|matters)\b/,
  /\b(?:someone|somebody|a person|a therapist|the therapist|a counsellor|a counselor) (?:who|that|to|with)\b/,
  /\b(?:therapy|therapist|counsell?ing|counsell?or|sessions?)\b/,
  /\b(?:no point|not the point|see the point)\b/,
  /\b(?:i'm|i am|we're|we are) (?:open|ready|willing|happy|fine) (?:to|with)\b/,
  /\b(?:suits?|suited|works? on|is fine with|matters? to) (?:me|us)\b/,
];

/** "Give me concrete steps", "Please be gentle", "Don't coddle me": a wish said as a request. */
const imperative =
  /^(?:please |just |so |and )*(?:do not|don't|dont|never|be|give|hold|tell|help|let|push|challenge|keep|check|teach|show|call|take|leave|go|stop|make|ask|listen|allow)\b/;

const normalise = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'");

export function isPreferenceSentence(sentence: string): boolean {
  const s = normalise(sentence).trim();
  return imperative.test(s) || preferencePatterns.some((p) => p.test(s));
}

/** Past forms that tell what happened ("I've had a lot of criticism", "she was cold"). */
const pastForms = new Set(['had', 'was', 'were', 'did', "'ve", 'has', 'have', 'used']);

/**
 * A clause that tells the story inside a wish ("I've had a lot of criticism in my life, | I need
 * someone on my side"): in the past, with no wish of its own. It is context, not the wish.
 */
export function isStoryClause(clause: Clause | undefined): boolean {
  if (!clause || isPreferenceSentence(clause.text)) return false;
  return clause.words.some(
    (w) =>
      (w.pos === 'AUX' || w.pos === 'VERB') &&
      (pastForms.has(w.normal.toLowerCase()) ||
        (w.pos === 'VERB' && w.normal.endsWith('ed') && w.normal !== w.lemma)),
  );
}

/** Reads each answer on its own, so every sentence can be traced back to its question. */
export function readAnswers(answers: readonly ClientAnswer[]): AnswerReading[] {
  return answers
    .map((a, index) => ({ ...a, index, answer: a.answer.trim() }))
    .filter((a) => a.answer !== '')
    .map((a) => {
      // "Let me lead" is the client leading.
      const signals = readSignals(a.answer, [], [], 'client');
      return {
        ...a,
        signals,
        preference: signals.text.sentences.map((s) => isPreferenceSentence(s.text)),
        clauses: scopeSentences(signals.text.sentences),
      };
    });
}

/**
 * Weighted lexicon hits per pole, over all answers: preferences in full, context at
 * CONTEXT_WEIGHT. `stated` when a wish names the leading pole plainly ("I want someone gentle"),
 * not only through a negation or a contrast ("someone who won't let me off the hook").
 */
export function dimensionEvidence(
  readings: readonly AnswerReading[],
): Partial<Record<DimensionKey, DimensionEvidence>> {
  const out: Partial<Record<DimensionKey, DimensionEvidence>> = {};
  for (const key of dimensionKeys) {
    let high = 0;
    let low = 0;
    const plainWishes = new Set<1 | -1>();
    for (const r of readings) {
      for (const hit of r.signals.dimensions.find((d) => d.key === key)?.hits ?? []) {
        // A story about someone else ("my mum was cold and critical") is context even inside a
        // wish; conceded ("warmth is nice, but…") and hedged words count less (the scope's weight).
        const wish =
          (r.preference[hit.sentence] ?? false) &&
          hit.person !== 'others' &&
          !isStoryClause(clauseAt(r.clauses, hit.sentence, hit.word));
        const weight = (wish ? 1 : CONTEXT_WEIGHT) * hit.weight;
        if (hit.pole === 1) high += weight;
        else low += weight;
        if (wish && !hit.negated && hit.weight === 1) plainWishes.add(hit.pole);
      }
    }
    const count = high + low;
    if (count > 0) {
      const score = (high - low) / count;
      const stated = score !== 0 && plainWishes.has(score > 0 ? 1 : -1);
      out[key] = { score, count, ...(stated ? { stated } : {}) };
    }
  }
  return out;
}

/** Theme hits summed over the answers, in order of first mention on a tie. */
export function themeEvidence(readings: readonly AnswerReading[]): AnalysisEvidence['themes'] {
  const weights = new Map<string, number>();
  for (const r of readings) {
    for (const t of r.signals.themes) weights.set(t.key, (weights.get(t.key) ?? 0) + t.weight);
  }
  return [...weights].map(([theme, weight]) => ({ theme, weight }));
}

/** A client's answers in the matching model's terms, with the readings behind them. */
export function readClient(answers: readonly ClientAnswer[]): ClientReading {
  const readings = readAnswers(answers);
  return {
    answers: readings,
    evidence: { dimensions: dimensionEvidence(readings), themes: themeEvidence(readings) },
  };
}
