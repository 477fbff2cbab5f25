import type { ProcessedInput } from '@rapport/contracts';
import type {
  ExpertEngine,
  GeneratedInsight,
  GeneratedProcessedInput,
  QuestionToConvert,
} from '../engine';
import { analyseText } from '@rapport/language';
import { questionToInsight } from './question-to-insight';
import { readRefinePlan } from './refine-plan';
import { applyPlan, generate, sameResult } from './refinement';

/**
 * The offline provider: deterministic NLP (wink-nlp) plus the trait lexicon. Same input, same
 * output; what it writes follows the themes, dimensions and phrases of the input.
 */
export class LocalExpertEngine implements ExpertEngine {
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
