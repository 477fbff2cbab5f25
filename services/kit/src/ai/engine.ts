import type { TherapistEngine } from './therapist/therapist-engine';
import type { ClientEngine } from './client/client-engine';
import type { ConversationEngine } from './conversation/conversation-engine';
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
export type QuestionToConvert = Pick<QuestionInput, 'question' | 'reasoning' | 'audience'>;

/**
 * Everything the spec says "the server generates" goes through this one interface (DESIGN §5).
 * Providers: `local` (offline, deterministic NLP) and `openai` (structured outputs).
 * Failures are thrown as `AiError`, which reaches the caller as 502 with a readable message.
 */
export interface AiEngine extends ExpertEngine, TherapistEngine, ClientEngine, ConversationEngine {
  /** Which provider answers: shown in logs and health output. */
  readonly provider: 'local' | 'openai';
}

/** Knowledge capture: the senior therapists' thoughts → summary, questions, insights. */
export interface ExpertEngine {
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
