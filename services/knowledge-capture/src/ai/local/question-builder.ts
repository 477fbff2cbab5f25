import { dimensionLabels, type Audience } from '@rapport/contracts';
import type { GeneratedQuestion } from '../engine';
import { dimensionTexts } from './dimension-texts';
import { themes, type TextSignals, fill, listOf, quote } from '@rapport/language';

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

const phraseTemplates: Record<Audience, string> = {
  client: 'When it comes to {topic}, what would you want from a therapist?',
  therapist: 'When it comes to {topic}, what does your approach with clients look like?',
};

const fallback: Record<Audience, string> = {
  client: 'What would you most want a therapist to understand about you before you start?',
  therapist: 'What kind of client do you feel you help most, and why?',
};

function sentenceText(signals: TextSignals, index: number | undefined): string {
  return signals.text.sentences[index ?? 0]?.text ?? '';
}

/** Candidate questions for one audience, most salient first. */
function candidates(
  signals: TextSignals,
  audience: Audience,
  plan: QuestionPlan,
): GeneratedQuestion[] {
  const out: GeneratedQuestion[] = [];
  const said = (index: number | undefined, term?: string) => {
    const q = quote(sentenceText(signals, index), term);
    return `The expert said: "${q}"${/[.!?…]$/.test(q) ? '' : '.'}`;
  };

  for (const extra of plan.extraTopics ?? []) {
    if (extra.audience && extra.audience !== audience) continue;
    out.push({
      question: fill(phraseTemplates[audience], { topic: extra.topic }),
      reasoning: `${ADDED_ON_REQUEST} ("${quote(extra.request, extra.topic, 100)}"); the answer shows how ${extra.topic} bears on the match.`,
      audience,
    });
  }

  for (const theme of signals.themes.slice(0, 3)) {
    const why =
      audience === 'client'
        ? `Asking about ${theme.topic} shows whether ${theme.label} is part of what the client brings, so therapists experienced with it can rank higher.`
        : `The answer shows how a therapist works with ${theme.label}, a specialty signal when matching clients who raise it.`;
    const cited = theme.sentences.length > 0 ? `${said(theme.sentences[0], theme.terms[0])} ` : '';
    out.push({
      question: fill(themes[theme.key][audience], { topic: theme.topic }),
      reasoning: `${cited}${why}`,
      audience,
    });
  }

  for (const dim of signals.dimensions) {
    const label = dimensionLabels[dim.key];
    const who = audience === 'client' ? 'the client' : 'the therapist';
    out.push({
      question: dimensionTexts[dim.key][audience],
      reasoning: `${said(dim.sentence, dim.evidence[0])} Its wording (${listOf(dim.evidence.slice(0, 3).map((e) => `'${e}'`))}) bears on '${label.name}'; the answer places ${who} between "${label.high}" and "${label.low}".`,
      audience,
    });
  }

  const themeTopics = new Set(signals.themes.map((t) => t.topic));
  for (const key of signals.text.keyPhrases.filter((k) => !themeTopics.has(k.phrase)).slice(0, 4)) {
    const why =
      audience === 'client'
        ? 'the answer shows how much it matters to this client.'
        : "the answer shows whether a therapist's practice offers it.";
    out.push({
      question: fill(phraseTemplates[audience], { topic: key.phrase }),
      reasoning: `The expert stressed "${key.phrase}" ("${quote(sentenceText(signals, key.firstSentence), key.phrase, 100)}"); ${why}`,
      audience,
    });
  }

  if (out.length === 0) {
    out.push({
      question: fallback[audience],
      reasoning: `${said(0)} No specific theme stood out, so this opens the topic for ${audience === 'client' ? 'clients' : 'therapists'}.`,
      audience,
    });
  }
  return out;
}

/** Questions for both audiences from the themes, dimensions and key phrases found in the expert's thoughts. */
export function buildQuestions(
  signals: TextSignals,
  plan: QuestionPlan = defaultQuestionPlan,
): GeneratedQuestion[] {
  const questions: GeneratedQuestion[] = [];
  for (const audience of ['client', 'therapist'] as const) {
    const seen = new Set<string>();
    const own = candidates(signals, audience, plan).filter((q) => {
      if (seen.has(q.question)) return false;
      seen.add(q.question);
      return true;
    });
    questions.push(...own.slice(0, Math.max(0, plan[audience])));
  }
  return questions;
}
