import type { ProcessedInput } from '@rapport/contracts';
import { loadPromptFiles, renderPrompt, type StructuredCompleter } from '@rapport/language';
import { join } from 'node:path';
import type {
  ExpertEngine,
  GeneratedInsight,
  GeneratedProcessedInput,
  QuestionToConvert,
} from './engine';
import { generatedInsight, generatedProcessedInput } from './schemas';

export const expertPromptsDir = join(__dirname, 'prompts');

/** The prompt files of this area, read once when the engine is built. */
export function loadExpertPrompts(dir: string = expertPromptsDir) {
  return loadPromptFiles(dir, {
    processExpertInput: 'process-expert-input.md',
    refine: 'refine.md',
    questionToInsight: 'question-to-insight.md',
  });
}
export type ExpertPrompts = ReturnType<typeof loadExpertPrompts>;

/** The `openai` provider of knowledge capture: structured outputs from the contract schemas. */
export function openaiExpertEngine(
  ai: StructuredCompleter,
  prompts: ExpertPrompts = loadExpertPrompts(),
): ExpertEngine {
  return {
    provider: 'openai',

    processExpertInput(rawInput: string): Promise<GeneratedProcessedInput> {
      return ai.complete(
        'processed_input',
        generatedProcessedInput,
        renderPrompt(prompts.processExpertInput, { rawInput }),
      );
    },

    refine(
      original: string,
      instructions: string,
      previous: ProcessedInput,
    ): Promise<GeneratedProcessedInput> {
      const shown = {
        summary: previous.summary,
        questions: previous.questions.map(({ question, reasoning, audience, source }) => ({
          question,
          reasoning,
          audience,
          source: source ?? '',
        })),
        analysis: previous.analysis.map(({ insight, application, source }) => ({
          insight,
          application,
          source: source ?? '',
        })),
      };
      return ai.complete(
        'processed_input',
        generatedProcessedInput,
        renderPrompt(prompts.refine, {
          original,
          instructions,
          previous: JSON.stringify(shown, null, 2),
        }),
      );
    },

    questionToInsight(question: QuestionToConvert): Promise<GeneratedInsight> {
      return ai.complete(
        'insight',
        generatedInsight,
        renderPrompt(prompts.questionToInsight, {
          question: question.question,
          reasoning: question.reasoning ?? '',
          audience: question.audience ?? 'unspecified',
          source: question.source ?? '',
        }),
      );
    },
  };
}
