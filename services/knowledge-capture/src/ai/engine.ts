import type { ProcessedInput, Question, Insight, QuestionInput } from '@rapport/contracts';

/** A question as the engine writes it: the service assigns the `_id` when it is saved. */
export type GeneratedQuestion = Omit<Question, '_id'>;

/** An analysis insight as the engine writes it, before it gets an `_id`. */
export type GeneratedInsight = Omit<Insight, '_id'>;

/** What processing (or refining) an expert's thoughts produces; assignable to the contract's `ProcessedInput`. */
export interface GeneratedProcessedInput {
  summary: string;
  questions: GeneratedQuestion[];
  analysis: GeneratedInsight[];
}

/** The question handed to 'To Insight': any audience, as the editor holds it. */
export type QuestionToConvert = Pick<
  QuestionInput,
  'question' | 'reasoning' | 'audience' | 'source'
>;

/** Knowledge capture: the senior therapists' thoughts → summary, questions, insights. */
export interface ExpertEngine {
  /** Which provider answers: shown in logs. */
  readonly provider: 'local' | 'openai';

  /** An expert's raw thoughts → summary, questions for clients and therapists, and insights for matching. */
  processExpertInput(rawInput: string): Promise<GeneratedProcessedInput>;

  /**
   * Reworks a result following the expert's instructions ('more client questions', 'shorter
   * summary', 'focus on trauma', …). `original` is the expert's thoughts as first entered.
   */
  refine(
    original: string,
    instructions: string,
    previous: ProcessedInput,
  ): Promise<GeneratedProcessedInput>;

  /** Rewrites a question as an analysis insight (the editor's 'To Insight'). */
  questionToInsight(question: QuestionToConvert): Promise<GeneratedInsight>;
}
