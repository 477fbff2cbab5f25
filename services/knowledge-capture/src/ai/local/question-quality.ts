import { analyseText } from '@rapport/language';

const opener =
  /^(what|how|when|where|which|who|why|whose|would|do|does|did|is|are|was|were|have|has|can|could|should|will|if|in|on|with|for|after|before|as|looking|thinking)\b/i;

/**
 * Why a generated question is not fit to show, or [] when it reads as a question: one sentence
 * ending in '?', opening as a question does, with a verb and a head noun as wink-nlp tags them,
 * no template slot left, no word doubled.
 */
export function questionProblems(text: string): string[] {
  const problems: string[] = [];
  const t = text.trim();
  if (!t.endsWith('?')) problems.push('does not end with a question mark');
  if (/[{}]/.test(t)) problems.push('has an unfilled slot');
  if (!opener.test(t)) problems.push('does not open as a question');
  if (/\b(\w+)\s+\1\b/i.test(t)) problems.push('repeats a word');
  // "When you struggle with self-esteem?": a lead-in clause with no question after it.
  const lead = /^(when|if|after|before|as|while|once|on|in|with|for|thinking|looking)\b/i.test(t);
  if (
    lead &&
    !/,\s*(what|how|when|where|which|who|why|would|do|does|did|is|are|can|could|should|will|have|has)\b/i.test(
      t,
    )
  )
    problems.push('is a lead-in clause without a question');
  // "…: gentle encouragement?": options cut off after a colon.
  if (
    /:\s*[^:?]{0,40}\?$/.test(t) &&
    !/,\s*or\b/i.test(t) &&
    !/\bor\b/i.test(t.split(':').pop() ?? '')
  )
    problems.push('ends in a cut-off list of options');
  const sentences = analyseText(t).sentences;
  if (sentences.length !== 1) problems.push('is not one sentence');
  const words = sentences.flatMap((s) => s.words);
  if (!words.some((w) => w.pos === 'VERB' || w.pos === 'AUX')) problems.push('has no verb');
  if (!words.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN')) problems.push('has no noun');
  // "around many partners repeat in your life": a quantifier then a noun then a bare noun-verb.
  if (/\b(around|about|with|of)\s+(many|most|some|several)\s+\w+s\s+\w+\s+(in|to|for)\b/i.test(t))
    problems.push('names a fragment as its topic');
  return problems;
}

export const isWellFormedQuestion = (text: string) => questionProblems(text).length === 0;
