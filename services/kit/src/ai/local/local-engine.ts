import type { ProcessedInput } from '@rapport/contracts';
import type {
  AiEngine,
  GeneratedInsight,
  GeneratedProcessedInput,
  QuestionToConvert,
} from '../engine';
import { buildInsights, defaultInsightPlan } from './insight-builder';
import { themesNamedIn } from './lexicon';
import { analyseText } from './nlp';
import { buildQuestions, defaultQuestionPlan, type QuestionPlan } from './question-builder';
import { questionToInsight } from './question-to-insight';
import { readRefinePlan, type RefinePlan } from './refine-plan';
import { readSignals } from './signals';
import { summarise, type SummaryOptions } from './summary';

interface GenerateOptions {
  focus?: string[];
  summary?: SummaryOptions;
  questions?: QuestionPlan;
  maxInsights?: number;
}

type ExtraTopic = NonNullable<QuestionPlan['extraTopics']>[number];

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

function generate(text: string, opts: GenerateOptions = {}): GeneratedProcessedInput {
  const focus = opts.focus ?? [];
  const signals = readSignals(text, themesNamedIn(focus.flatMap((f) => f.split(/\s+/))));
  return {
    summary: summarise(signals, { focusTerms: focus, ...opts.summary }),
    questions: buildQuestions(signals, opts.questions ?? defaultQuestionPlan),
    analysis: buildInsights(signals, { max: opts.maxInsights ?? defaultInsightPlan.max }),
  };
}

/** Does the text mention the term (or its singular)? */
function mentions(text: string, term: string): boolean {
  const t = text.toLowerCase();
  return t.includes(term) || (term.endsWith('s') && t.includes(term.slice(0, -1)));
}

function sameResult(a: GeneratedProcessedInput, b: ProcessedInput): boolean {
  const strip = (p: ProcessedInput) => ({
    summary: p.summary,
    questions: p.questions.map((q) => [q.question, q.reasoning, q.audience]),
    analysis: p.analysis.map((i) => [i.insight, i.application]),
  });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

function applyPlan(
  source: string,
  plan: RefinePlan,
  instructions: string,
  extraTopics: string[],
): GeneratedProcessedInput {
  const sourceText = source.toLowerCase();
  // A focus the thoughts never mention, and no theme covers, is asked about directly.
  const unseen = [...plan.focus, ...extraTopics].filter(
    (f) => !sourceText.includes(f) && themesNamedIn(f.split(/\s+/)).length === 0,
  );
  const askAbout: ExtraTopic[] = [
    ...plan.add.map((a) => ({ ...a, request: instructions })),
    ...unseen.map((topic) => ({ topic, request: instructions })),
  ];
  const added = (audience: 'client' | 'therapist') =>
    askAbout.filter((a) => (a.audience ?? audience) === audience).length;
  const sentences = analyseText(source).sentences.length;
  const result = generate(source, {
    focus: [...plan.focus, ...extraTopics],
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
  if (plan.remove.length === 0) return result;
  return {
    ...result,
    questions: result.questions.filter(
      (q) => !plan.remove.some((r) => mentions(`${q.question} ${q.reasoning}`, r)),
    ),
    analysis: result.analysis.filter(
      (i) => !plan.remove.some((r) => mentions(`${i.insight} ${i.application}`, r)),
    ),
  };
}

/**
 * The offline provider: deterministic NLP (wink-nlp) plus the trait lexicon. Same input, same
 * output; what it writes follows the themes, dimensions and phrases of the input.
 */
export class LocalAiEngine implements AiEngine {
  readonly provider = 'local' as const;

  async processExpertInput(rawInput: string): Promise<GeneratedProcessedInput> {
    return generate(rawInput);
  }

  async refine(
    original: string,
    instructions: string,
    previous: ProcessedInput,
  ): Promise<GeneratedProcessedInput> {
    const plan = readRefinePlan(instructions);
    // Without the original thoughts, the previous summary is the best account of them.
    const source = original.trim() || previous.summary.trim() || instructions;
    const loose = plan.unmatched.flatMap((c) => analyseText(c).keyPhrases.map((k) => k.phrase));
    let result = applyPlan(source, plan, instructions, loose);
    if (sameResult(result, previous)) {
      // Nothing the rules understood changed the result: ask about what the instructions name.
      const named = analyseText(instructions).keyPhrases.map((k) => k.phrase);
      result = applyPlan(
        source,
        { ...plan, add: [...plan.add, ...named.map((topic) => ({ topic }))] },
        instructions,
        loose,
      );
    }
    if (sameResult(result, previous)) {
      result = applyPlan(
        source,
        { ...plan, summary: plan.summary === 'shorter' ? 'longer' : 'shorter' },
        instructions,
        loose,
      );
    }
    return result;
  }

  async questionToInsight(question: QuestionToConvert): Promise<GeneratedInsight> {
    return questionToInsight(question);
  }
}
