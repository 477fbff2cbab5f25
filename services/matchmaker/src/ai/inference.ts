import { dimensionLabels, type DimensionKey } from '@rapport/contracts';
import { themes, type Pole, type ThemeKey, type Sentence, clip, listOf } from '@rapport/language';
import type { BankQuestion, InferredAnswer } from './conversation-engine';
import {
  questionProfile,
  type QuestionProfile,
  type SentenceProfile,
  type TextProfile,
} from './profile';

/** Two shared content words link a sentence to any question ('sleep … nights'). */
export const MIN_SHARED_WORDS = 2;

/** Why a piece of what they said answers a question. */
export type Link =
  | { kind: 'theme'; score: number; themes: ThemeKey[]; terms: string[] }
  | {
      kind: 'style';
      score: number;
      dimensions: { key: DimensionKey; pole: Pole }[];
      terms: string[];
    }
  | { kind: 'words'; score: number; terms: string[] };

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w));

/**
 * Does what they said answer the question? A theme question needs its theme, a preference
 * question its dimension; any question is answered by enough shared content words.
 */
export function linkTo(question: QuestionProfile, said: TextProfile): Link | null {
  const words = shared(question.words, said.words);
  if (question.kind === 'theme') {
    const found = [...question.themes.keys()].filter((k) => said.themes.has(k));
    if (found.length > 0) {
      const terms = found.flatMap((k) => said.themes.get(k) ?? []);
      return { kind: 'theme', score: 3 * found.length + words.length, themes: found, terms };
    }
  } else if (question.kind === 'style') {
    const found = [...question.asks].filter((k) => said.dimensions.has(k));
    if (found.length > 0) {
      const dimensions = found.map((key) => ({ key, pole: said.dimensions.get(key)!.pole }));
      const terms = found.flatMap((k) => said.dimensions.get(k)?.terms ?? []);
      return { kind: 'style', score: 3 * found.length + words.length, dimensions, terms };
    }
  }
  return words.length >= MIN_SHARED_WORDS
    ? { kind: 'words', score: words.length, terms: words }
    : null;
}

const quoted = (s: string) => `"${s}"`;

/** Why an answer was inferred, in words the person would recognise. */
export function inferenceReasoning(link: Link): string {
  switch (link.kind) {
    case 'theme': {
      const labels = link.themes.map((k) => themes[k].label);
      return `You talked about ${listOf(labels)} (${quoted(link.terms[0] ?? labels[0] ?? '')}), which this question asks about.`;
    }
    case 'style': {
      const first = link.dimensions[0]!;
      const label = dimensionLabels[first.key][first.pole === 1 ? 'high' : 'low'].toLowerCase();
      return `What you said (${quoted(link.terms[0] ?? '')}) leans toward ${label}, the preference this question asks about.`;
    }
    case 'words':
      return `You mentioned ${listOf(link.terms.slice(0, 3).map(quoted))}, which this question asks about.`;
  }
}

/** Their own words as an answer: the sentence, trimmed, ending like a sentence. */
export function inferredText(sentence: string): string {
  const s = clip(sentence.replace(/\s+/g, ' ').trim(), 220);
  return `[Inferred] ${/[.!?…]$/.test(s) ? s : `${s}.`}`;
}

/**
 * The questions a turn answers without their being asked: for each candidate, the sentence
 * that answers it best (ties go to the earlier sentence). Strongest evidence first, then
 * bank order, so the same words always give the same answers.
 */
export function inferAnswers(
  sentences: SentenceProfile[],
  candidates: BankQuestion[],
): InferredAnswer[] {
  const found: (InferredAnswer & { score: number; order: number })[] = [];
  candidates.forEach((q, order) => {
    const profile = questionProfile(q.text);
    let best: { link: Link; sentence: Sentence } | undefined;
    for (const s of sentences) {
      const link = linkTo(profile, s.profile);
      if (link && (!best || link.score > best.link.score)) best = { link, sentence: s.sentence };
    }
    if (!best) return;
    found.push({
      questionId: q.id,
      answer: inferredText(best.sentence.text),
      source: best.sentence.text,
      reasoning: inferenceReasoning(best.link),
      score: best.link.score,
      order,
    });
  });
  return found
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ score: _s, order: _o, ...answer }) => answer);
}

const evasive =
  /^(i\s+(really\s+)?(don'?t|do not)\s+know|not sure|no idea|pass|skip|nothing|no comment|next)\b/i;

/** Enough of an answer to count as one: more than a word, and not a shrug ('I don't know'). */
export function isSubstantive(transcript: string): boolean {
  const said = transcript.trim();
  return said.split(/\s+/).length >= 2 && !evasive.test(said);
}

export const ANSWERED_DIRECTLY = 'Your answer when this question was asked.';

/**
 * The question just asked, answered by what they said: the sentence that speaks to it best,
 * else all of it. Null for a shrug: the question stays open to be inferred later.
 */
export function directAnswer(
  question: BankQuestion,
  transcript: string,
  sentences: SentenceProfile[],
): InferredAnswer | null {
  if (!isSubstantive(transcript)) return null;
  const linked = inferAnswers(sentences, [question])[0];
  const source = linked?.source ?? transcript.trim();
  return {
    questionId: question.id,
    answer: inferredText(source),
    source,
    reasoning: linked ? `${ANSWERED_DIRECTLY} ${linked.reasoning}` : ANSWERED_DIRECTLY,
  };
}

/** How related a question is to everything they said, and the word of theirs that ties them. */
export function relatedness(
  question: QuestionProfile,
  said: TextProfile,
): { score: number; cite?: string } {
  let score = 0;
  let cite: string | undefined;
  for (const [key, terms] of said.themes) {
    if (!question.themes.has(key)) continue;
    score += 3;
    cite ??= terms[0];
  }
  for (const [key, d] of said.dimensions) {
    if (!question.dimensions.has(key)) continue;
    score += 2;
    cite ??= d.terms[0];
  }
  const words = shared(question.words, said.words);
  score += words.length;
  cite ??= words[0];
  return cite === undefined ? { score } : { score, cite };
}

/**
 * The next question: of those neither asked nor answered, the one most related to what
 * they said (bank order breaks ties), with its reason citing their words.
 */
export function chooseNext(
  remaining: BankQuestion[],
  said: TextProfile | null,
): { question: BankQuestion; reason: string } | null {
  let best: { question: BankQuestion; score: number; cite?: string } | undefined;
  for (const question of remaining) {
    const r = said ? relatedness(questionProfile(question.text), said) : { score: 0 };
    if (!best || r.score > best.score) best = { question, ...r };
  }
  if (!best) return null;
  const why = best.question.reasoning.trim();
  const reason = best.cite
    ? `You mentioned ${quoted(best.cite)}, so this is worth asking next. ${why}`
    : why || 'This helps complete the picture of what you are looking for.';
  return { question: best.question, reason: reason.trim() };
}
