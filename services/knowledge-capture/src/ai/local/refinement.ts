import type { Audience, ProcessedInput } from '@rapport/contracts';
import type { GeneratedInsight, GeneratedProcessedInput, GeneratedQuestion } from '../engine';
import {
  analyseText,
  themes,
  themesNamedIn,
  type ThemeKey,
  readSignals,
  summarise,
  type SummaryOptions,
  condense,
} from '@rapport/language';
import { readExpertStances, type ExpertStance } from './expert-reading';
import { buildInsights, defaultInsightPlan } from './insight-builder';
import {
  ADDED_ON_REQUEST,
  buildQuestions,
  defaultQuestionPlan,
  questionKey,
  type QuestionPlan,
} from './question-builder';
import { shortenQuestion, warmQuestion } from './question-style';
import type { RefinePlan } from './refine-plan';

export interface GenerateOptions {
  /** Topics to put first. */
  focus?: string[];
  /** Themes the expert asked to leave out. */
  exclude?: ThemeKey[];
  summary?: SummaryOptions;
  questions?: QuestionPlan;
  maxInsights?: number;
  /** The sides the thoughts take, when already read (`checkedStances`); else the reader's. */
  stances?: readonly ExpertStance[];
}

/** Summary, questions and insights of the expert's thoughts. */
export function generate(text: string, opts: GenerateOptions = {}): GeneratedProcessedInput {
  const focus = opts.focus ?? [];
  const signals = readSignals(
    text,
    themesNamedIn(focus.flatMap((f) => f.split(/\s+/))),
    opts.exclude,
    'therapist',
  );
  const stances = opts.stances ?? readExpertStances(text);
  return {
    summary: summarise(signals, {
      focusTerms: focus,
      prefer: stances.map((s) => s.sentence),
      ...opts.summary,
    }),
    questions: buildQuestions(signals, stances, opts.questions ?? defaultQuestionPlan),
    analysis: buildInsights(signals, stances, { max: opts.maxInsights ?? defaultInsightPlan.max }),
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

/** The result of the original thoughts regenerated as the plan says: the pool refinement draws on. */
export function applyPlan(
  source: string,
  plan: RefinePlan,
  instructions: string,
  extraTopics: string[],
  stances?: readonly ExpertStance[],
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
    stances,
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
  return withoutRemoved(result, plan);
}

function withoutRemoved<T extends Pick<GeneratedProcessedInput, 'questions' | 'analysis'>>(
  result: T,
  plan: RefinePlan,
): T {
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

const asGenerated = (p: ProcessedInput): GeneratedProcessedInput => ({
  summary: p.summary,
  questions: p.questions.map((q) => ({
    question: q.question,
    reasoning: q.reasoning,
    audience: q.audience === 'therapist' ? 'therapist' : 'client',
    ...(q.source ? { source: q.source } : {}),
  })),
  analysis: p.analysis.map((i) => ({
    insight: i.insight,
    application: i.application,
    ...(i.source ? { source: i.source } : {}),
  })),
});

/** How many questions of the audience the refined result holds. */
function wanted(previous: GeneratedQuestion[], plan: RefinePlan, audience: Audience): number {
  const had = previous.filter((q) => q.audience === audience).length;
  return clamp(had + plan.questionDelta[audience], 0, 10);
}

/**
 * The expert's instructions applied to the result they reviewed: what they did not ask to
 * change stays as it was. `pool` is the thoughts regenerated under the same plan; new
 * questions, insights and a longer summary are drawn from it.
 */
export function refineResult(
  previousInput: ProcessedInput,
  plan: RefinePlan,
  pool: GeneratedProcessedInput,
): GeneratedProcessedInput {
  const previous = asGenerated(previousInput);
  const focus = plan.focus.map((f) => f.toLowerCase());
  const mentions = (text: string) => focus.some((f) => text.toLowerCase().includes(f));

  const requested = pool.questions.filter((q) => q.reasoning.startsWith(ADDED_ON_REQUEST));
  const kept = new Set(previous.questions.map((q) => questionKey(q.question)));
  const questions: GeneratedQuestion[] = [];
  for (const audience of ['client', 'therapist'] as const) {
    const asked = requested.filter((q) => q.audience === audience);
    const had = previous.questions.filter((q) => q.audience === audience);
    const fresh = pool.questions.filter(
      (q) =>
        q.audience === audience &&
        !kept.has(questionKey(q.question)) &&
        !q.reasoning.startsWith(ADDED_ON_REQUEST),
    );
    // Focus: questions on the focus first, fresh ones on it before the rest.
    const ordered = [
      ...fresh.filter((q) => mentions(q.question)),
      ...had.filter((q) => mentions(q.question)),
      ...had.filter((q) => !mentions(q.question)),
      ...fresh.filter((q) => !mentions(q.question)),
    ];
    const fromFocus = focus.length > 0 ? fresh.filter((q) => mentions(q.question)).length : 0;
    questions.push(
      ...asked,
      ...ordered.slice(0, wanted(previous.questions, plan, audience) + fromFocus),
    );
  }

  let styled = questions;
  if (plan.shorterQuestions)
    styled = styled.map((q) => ({ ...q, question: shortenQuestion(q.question) }));
  if (plan.warmer)
    styled = styled.map((q) => ({ ...q, question: warmQuestion(q.question, q.audience) }));

  const insightCount = clamp(previous.analysis.length + plan.insightDelta, 1, 8);
  const seenInsights = new Set(previous.analysis.map((i) => i.insight));
  const analysis: GeneratedInsight[] = [
    ...previous.analysis,
    ...pool.analysis.filter((i) => !seenInsights.has(i.insight)),
  ].slice(0, plan.insightDelta === 0 ? previous.analysis.length : insightCount);

  const summary =
    plan.summary === 'shorter'
      ? shorterSummary(previous.summary, pool.summary)
      : plan.summary === 'longer' || focus.length > 0
        ? pool.summary
        : previous.summary;

  return withoutRemoved({ summary, questions: styled, analysis }, plan);
}

/** The first sentence of the summary, condensed; the regenerated one when that is no shorter. */
function shorterSummary(previous: string, regenerated: string): string {
  const first = previous.match(/^.+?[.!?…](?=\s|$)/)?.[0] ?? previous;
  const short = condense(first, 140);
  if (short.length < previous.length) return short;
  return regenerated.length < previous.length
    ? regenerated
    : condense(previous, Math.max(40, Math.floor(previous.length * 0.6)));
}

export function sameResult(a: GeneratedProcessedInput, b: ProcessedInput): boolean {
  const strip = (p: ProcessedInput) => ({
    summary: p.summary,
    questions: p.questions.map((q) => [q.question, q.reasoning, q.audience]),
    analysis: p.analysis.map((i) => [i.insight, i.application]),
  });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
