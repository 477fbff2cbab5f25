import type { Audience, ProcessedInput } from '@rapport/contracts';
import type { GeneratedProcessedInput } from '../engine';
import {
  themes,
  themesNamedIn,
  type ThemeKey,
  analyseText,
  readSignals,
  summarise,
  type SummaryOptions,
} from '@rapport/language';
import { buildInsights, defaultInsightPlan } from './insight-builder';
import {
  ADDED_ON_REQUEST,
  buildQuestions,
  defaultQuestionPlan,
  type QuestionPlan,
} from './question-builder';
import type { RefinePlan } from './refine-plan';

export interface GenerateOptions {
  /** Topics to put first. */
  focus?: string[];
  /** Themes the expert asked to leave out. */
  exclude?: ThemeKey[];
  summary?: SummaryOptions;
  questions?: QuestionPlan;
  maxInsights?: number;
}

/** Summary, questions and insights of the expert's thoughts. */
export function generate(text: string, opts: GenerateOptions = {}): GeneratedProcessedInput {
  const focus = opts.focus ?? [];
  const signals = readSignals(
    text,
    themesNamedIn(focus.flatMap((f) => f.split(/\s+/))),
    opts.exclude,
  );
  return {
    summary: summarise(signals, { focusTerms: focus, ...opts.summary }),
    questions: buildQuestions(signals, opts.questions ?? defaultQuestionPlan),
    analysis: buildInsights(signals, { max: opts.maxInsights ?? defaultInsightPlan.max }),
  };
}

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (s: string) => s.split(/\s+/);

/**
 * What "remove X" takes out: a theme by all its words ('work' → 'burnout', 'job', …), anything
 * else by the words themselves, whole words only (plural too).
 */
function removalPattern(remove: string[]): RegExp | undefined {
  const terms = remove.flatMap((r) => {
    const named = themesNamedIn(words(r));
    if (named.length === 0) return [r];
    // Slotted terms ('lose {possessive} {relative}') are for the lexicon's matcher only.
    return named
      .flatMap((k) => [themes[k].label, ...themes[k].terms])
      .filter((t) => !t.includes('{'));
  });
  if (terms.length === 0) return undefined;
  // A hyphen reads as a space too: 'self-esteem' also takes out 'self esteem'.
  const written = terms.map((t) => escape(t).replace(/-/g, '[\\s-]'));
  return new RegExp(`\\b(?:${written.join('|')})(?:s|es)?\\b`, 'i');
}

/** The result of the original thoughts reworked as the plan says. */
export function applyPlan(
  source: string,
  plan: RefinePlan,
  instructions: string,
  extraTopics: string[],
): GeneratedProcessedInput {
  const sourceText = source.toLowerCase();
  // A focus the thoughts never mention, and no theme covers, is asked about directly.
  const unseen = [...plan.focus, ...extraTopics].filter(
    (f) => !sourceText.includes(f) && themesNamedIn(words(f)).length === 0,
  );
  const askAbout: NonNullable<QuestionPlan['extraTopics']> = [
    ...plan.add.map((a) => ({ ...a, request: a.request ?? instructions })),
    ...unseen.map((topic) => ({ topic, request: instructions })),
  ];
  const added = (audience: Audience) =>
    askAbout.filter((a) => (a.audience ?? audience) === audience).length;
  const sentences = analyseText(source).sentences.length;
  const result = generate(source, {
    focus: [...plan.focus, ...extraTopics],
    exclude: themesNamedIn(plan.remove.flatMap(words)),
    summary:
      plan.summary === 'shorter'
        ? { sentences: 1, maxSentenceLength: 140 }
        : plan.summary === 'longer'
          ? { sentences: clamp(sentences, 1, 4) }
          : {},
    questions: {
      client: clamp(
        defaultQuestionPlan.client + plan.questionDelta.client + added('client'),
        0,
        10,
      ),
      therapist: clamp(
        defaultQuestionPlan.therapist + plan.questionDelta.therapist + added('therapist'),
        0,
        10,
      ),
      extraTopics: askAbout,
    },
    maxInsights: clamp(defaultInsightPlan.max + plan.insightDelta, 1, 8),
  });
  const removed = removalPattern(plan.remove);
  if (!removed) return result;
  return {
    ...result,
    // What the question asks decides, not the expert's words quoted in its reasoning.
    questions: result.questions.filter(
      (q) => q.reasoning.startsWith(ADDED_ON_REQUEST) || !removed.test(q.question),
    ),
    analysis: result.analysis.filter((i) => !removed.test(i.insight)),
  };
}

export function sameResult(a: GeneratedProcessedInput, b: ProcessedInput): boolean {
  const strip = (p: ProcessedInput) => ({
    summary: p.summary,
    questions: p.questions.map((q) => [q.question, q.reasoning, q.audience]),
    analysis: p.analysis.map((i) => [i.insight, i.application]),
  });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
