import { dimensionLabels, type Audience, type DimensionKey } from '@rapport/contracts';
import type { GeneratedQuestion } from '../engine';
import { dimensionTexts, type DimensionTexts } from './dimension-texts';
import type { ExpertStance } from './expert-reading';
import { themeTopic } from './insight-builder';
import { askablePhrase, topicPhrases } from './noun-phrases';
import { isWellFormedQuestion } from './question-quality';
import { themes, type TextSignals, fill, quote } from '@rapport/language';

/** How the reasoning of a question the expert asked for begins. */
export const ADDED_ON_REQUEST = "Added at the expert's request";

export interface QuestionPlan {
  /** How many questions for each audience. */
  client: number;
  therapist: number;
  /** Topics the expert asked for ('add a question about sleep'), asked first. */
  extraTopics?: { topic: string; audience?: Audience; request: string }[];
}

export const defaultQuestionPlan: QuestionPlan = { client: 3, therapist: 3 };

/** A question about a topic the expert named, asked as a therapist would ask it. */
export function topicQuestion(topic: string, audience: Audience): string {
  return audience === 'client'
    ? `How does ${topic} come into what you want from therapy?`
    : `How do you work with ${topic} in your sessions with clients?`;
}

/** A noun phrase of the expert's own, asked about directly. */
function phraseQuestion(phrase: string, audience: Audience): string {
  if (audience === 'client') return `How do you feel about ${phrase} in therapy?`;
  const plural = /[^s]s$/.test(phrase);
  return `What part ${plural ? 'do' : 'does'} ${phrase} play in your work with clients?`;
}

/**
 * Heads that read without an article in "How do you feel about {topic}": plurals, '-ing' forms
 * and abstract nouns ('practical goals', 'grounding', 'accountability'); not 'argument'.
 */
const bareHead = /(?:[^s]s|ing|ness|ity|ion|ence|ance|ship|ism)$/;

const fallback: Record<Audience, string> = {
  client: 'What would you most want a therapist to understand about you before you start?',
  therapist: 'What kind of client do you feel you help most, and why?',
};

const sentenceText = (signals: TextSignals, index: number | undefined) =>
  signals.text.sentences[index ?? 0]?.text ?? '';

/** Candidate questions for one audience, most salient first, each with the sentence it came from. */
function candidates(
  signals: TextSignals,
  stances: readonly ExpertStance[],
  audience: Audience,
  plan: QuestionPlan,
): GeneratedQuestion[] {
  const out: GeneratedQuestion[] = [];
  const people = audience === 'client' ? 'the client' : 'the therapist';

  for (const extra of plan.extraTopics ?? []) {
    if (extra.audience && extra.audience !== audience) continue;
    out.push({
      question: topicQuestion(extra.topic, audience),
      reasoning: `${ADDED_ON_REQUEST} ("${quote(extra.request, extra.topic, 100)}"); the answer shows how ${extra.topic} bears on the match.`,
      audience,
      source: extra.request,
    });
  }

  for (const [index, theme] of signals.themes.slice(0, 3).entries()) {
    const topic = themeTopic(signals, index) ?? theme.label;
    out.push({
      question: fill(themes[theme.key][audience], { topic }),
      reasoning:
        audience === 'client'
          ? `Asking about ${topic} shows whether ${theme.label} is part of what the client brings, so therapists experienced with it can rank higher.`
          : `The answer shows how a therapist works with ${theme.label}, a specialty signal when matching clients who raise it.`,
      audience,
      source: sentenceText(signals, theme.sentences[0]),
    });
  }

  for (const stance of stances) {
    const label = dimensionLabels[stance.key];
    out.push({
      question: dimensionTexts[stance.key][audience],
      reasoning: `What the expert says here bears on '${label.name}'; the answer places ${people} between "${label.high}" and "${label.low}".`,
      audience,
      source: sentenceText(signals, stance.sentence),
    });
  }

  const themeTopics = new Set(signals.themes.map((_, i) => themeTopic(signals, i)));
  const phrases = topicPhrases(signals.text.sentences).filter(
    // Two words or more: a lone word ('driving', 'inheritance') makes a vague question.
    (p) =>
      !themeTopics.has(p.phrase) &&
      bareHead.test(p.phrase) &&
      p.phrase.includes(' ') &&
      askablePhrase(p.phrase),
  );
  for (const { phrase, sentence } of phrases.slice(0, 3)) {
    out.push({
      question: phraseQuestion(phrase, audience),
      reasoning:
        audience === 'client'
          ? `The expert stressed ${phrase}; the answer shows how much it matters to this client.`
          : `The expert stressed ${phrase}; the answer shows whether a therapist's practice offers it.`,
      audience,
      source: sentenceText(signals, sentence),
    });
  }

  // Asked for more than usual: the matching preferences the expert did not touch, last.
  if (plan[audience] > defaultQuestionPlan[audience]) {
    for (const [key, texts] of Object.entries(dimensionTexts) as [DimensionKey, DimensionTexts][]) {
      if (stances.some((s) => s.key === key)) continue;
      const label = dimensionLabels[key];
      out.push({
        question: texts[audience],
        reasoning: `Added because more questions were asked for: '${label.name}' is one of the four preferences matching weighs.`,
        audience,
        source: sentenceText(signals, 0),
      });
    }
  }

  if (out.length === 0) {
    out.push({
      question: fallback[audience],
      reasoning: `No specific theme stood out, so this opens the topic for ${audience === 'client' ? 'clients' : 'therapists'}.`,
      audience,
      source: sentenceText(signals, 0),
    });
  }
  return out;
}

/** The same question however it is cased or punctuated. */
export const questionKey = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Questions for both audiences from the themes, the sides the expert takes and their own noun
 * phrases; a question that does not read as a whole question is never offered.
 */
export function buildQuestions(
  signals: TextSignals,
  stances: readonly ExpertStance[],
  plan: QuestionPlan = defaultQuestionPlan,
): GeneratedQuestion[] {
  const questions: GeneratedQuestion[] = [];
  for (const audience of ['client', 'therapist'] as const) {
    const seen = new Set<string>();
    const own = candidates(signals, stances, audience, plan).filter((q) => {
      const key = questionKey(q.question);
      if (seen.has(key) || !isWellFormedQuestion(q.question)) return false;
      seen.add(key);
      return true;
    });
    if (own.length === 0) {
      own.push({
        question: fallback[audience],
        reasoning: 'No question could be built from these thoughts, so this opens the topic.',
        audience,
        source: sentenceText(signals, 0),
      });
    }
    questions.push(...own.slice(0, Math.max(0, plan[audience])));
  }
  return questions;
}
