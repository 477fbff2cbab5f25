import type { ProcessedInput } from '@rapport/contracts';
import type {
  ExpertEngine,
  GeneratedInsight,
  GeneratedProcessedInput,
  QuestionToConvert,
} from '../engine';
import { analyseText } from '@rapport/language';
import { checkedStances } from './expert-direction';
import { questionToInsight } from './question-to-insight';
import { readRefinePlan, type RefinePlan } from './refine-plan';
import { applyPlan, generate, refineResult, sameResult } from './refinement';

/**
 * The offline provider: deterministic NLP (wink-nlp), the trait lexicon and the expert reader
 * (./expert-reading, checked by ./expert-direction). Same input, same output; what it writes
 * follows the themes, dimensions and phrases of the input.
 */
export class LocalExpertEngine implements ExpertEngine {
  readonly provider = 'local' as const;

  async processExpertInput(rawInput: string): Promise<GeneratedProcessedInput> {
    return generate(rawInput, { stances: await checkedStances(rawInput) });
  }

  /**
   * The instructions applied to the result the expert reviewed (shorter, warmer, add a question
   * about X, remove Y, focus on Z, more or fewer…); what they do not ask to change stays.
   */
  async refine(
    original: string,
    instructions: string,
    previous: ProcessedInput,
  ): Promise<GeneratedProcessedInput> {
    const plan = readRefinePlan(instructions);
    // Without the original thoughts, the previous summary is the best account of them.
    const source = original.trim() || previous.summary.trim() || instructions;
    const loose = plan.unmatched.flatMap((c) => analyseText(c).keyPhrases.map((k) => k.phrase));
    const stances = await checkedStances(source);
    const attempt = (p: RefinePlan) =>
      refineResult(previous, p, applyPlan(source, p, instructions, loose, stances));
    let result = attempt(plan);
    if (sameResult(result, previous)) {
      // Nothing the rules understood changed the result: ask about what the instructions name.
      const named = analyseText(instructions).keyPhrases.map((k) => k.phrase);
      result = attempt({ ...plan, add: [...plan.add, ...named.map((topic) => ({ topic }))] });
    }
    return result;
  }

  async questionToInsight(question: QuestionToConvert): Promise<GeneratedInsight> {
    return questionToInsight(question);
  }
}
