import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import type { ProcessedInput } from '@rapport/contracts';
import type { Logger } from '../../logger';
import type {
  ExpertEngine,
  GeneratedInsight,
  GeneratedProcessedInput,
  QuestionToConvert,
} from '../engine';
import { AiError } from '../errors';
import { generatedInsight, generatedProcessedInput } from '../schemas';
import { loadPrompts, renderPrompt, type Prompts } from './prompts';

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  log: Logger;
  prompts?: Prompts;
}

/** Maps whatever the SDK throws onto an AiError; anything else is a bug and is rethrown. */
function asAiError(err: unknown, deadline: AbortSignal): AiError {
  if (err instanceof AiError) return err;
  // The deadline decides, not the error class: how an abort surfaces depends on the fetch in use.
  if (deadline.aborted)
    return new AiError('timeout', err instanceof Error ? err.message : undefined);
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) {
    return new AiError('timeout', err.message);
  }
  if (err instanceof APIConnectionError) return new AiError('unavailable', err.message);
  if (err instanceof APIError)
    return new AiError('http', `${err.status ?? ''} ${err.message}`.trim());
  throw err;
}

/**
 * The `openai` provider: chat completions with strict structured outputs whose JSON schemas
 * come from the contract's zod schemas. Refusals, timeouts, HTTP errors and answers that are
 * not valid JSON of the schema all become an AiError.
 */
/** What the other areas' OpenAI parts use: one structured completion against a zod schema. */
export interface StructuredCompleter {
  complete<S extends z.ZodType>(task: string, schema: S, user: string): Promise<z.output<S>>;
}

export class OpenAiEngine implements ExpertEngine, StructuredCompleter {
  readonly provider = 'openai' as const;
  private readonly client: OpenAI;
  private readonly prompts: Prompts;

  constructor(private readonly opts: OpenAiEngineOptions) {
    // No SDK retries: a retry after a timeout would outlast the caller's own deadline.
    this.client = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseURL,
      timeout: opts.timeoutMs,
      maxRetries: 0,
    });
    this.prompts = opts.prompts ?? loadPrompts();
  }

  async complete<S extends z.ZodType>(task: string, schema: S, user: string): Promise<z.output<S>> {
    const started = Date.now();
    const log = this.opts.log.child({ ai: 'openai', task, model: this.opts.model });
    const deadline = AbortSignal.timeout(this.opts.timeoutMs);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          messages: [
            { role: 'system', content: this.prompts.system },
            { role: 'user', content: user },
          ],
          response_format: zodResponseFormat(schema, task),
        },
        { signal: deadline },
      );
      const choice = completion.choices?.[0];
      if (!choice) throw new AiError('malformed', 'no choices in the answer');
      if (choice.message.refusal) throw new AiError('refusal', choice.message.refusal);
      if (choice.finish_reason === 'content_filter') throw new AiError('refusal', 'content filter');
      if (choice.finish_reason === 'length')
        throw new AiError('malformed', 'answer cut off at max tokens');
      const content = choice.message.content;
      if (!content) throw new AiError('malformed', 'empty content');
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new AiError('malformed', `not JSON: ${content.slice(0, 120)}`);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new AiError('malformed', `schema mismatch: ${parsed.error.issues[0]?.message ?? ''}`);
      }
      log.debug({ ms: Date.now() - started }, 'AI answer');
      return parsed.data;
    } catch (err) {
      const failure = asAiError(err, deadline);
      log.warn(
        { kind: failure.kind, detail: failure.detail, ms: Date.now() - started },
        'AI call failed',
      );
      throw failure;
    }
  }

  processExpertInput(rawInput: string): Promise<GeneratedProcessedInput> {
    return this.complete(
      'processed_input',
      generatedProcessedInput,
      renderPrompt(this.prompts.processExpertInput, { rawInput }),
    );
  }

  refine(
    original: string,
    instructions: string,
    previous: ProcessedInput,
  ): Promise<GeneratedProcessedInput> {
    const shown = {
      summary: previous.summary,
      questions: previous.questions.map(({ question, reasoning, audience }) => ({
        question,
        reasoning,
        audience,
      })),
      analysis: previous.analysis.map(({ insight, application }) => ({ insight, application })),
    };
    return this.complete(
      'processed_input',
      generatedProcessedInput,
      renderPrompt(this.prompts.refine, {
        original,
        instructions,
        previous: JSON.stringify(shown, null, 2),
      }),
    );
  }

  questionToInsight(question: QuestionToConvert): Promise<GeneratedInsight> {
    return this.complete(
      'insight',
      generatedInsight,
      renderPrompt(this.prompts.questionToInsight, {
        question: question.question,
        reasoning: question.reasoning ?? '',
        audience: question.audience ?? 'unspecified',
      }),
    );
  }
}
