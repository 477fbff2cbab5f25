import { readFileSync } from 'node:fs';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import type { Logger } from '@rapport/kit';
import { DEFAULT_AI_TIMEOUT_MS, type AiConfig } from '../config';
import { AiError } from '../errors';
import { systemPromptFile } from '../prompts';

export interface OpenAiClientOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
  log: Logger;
  /** The system prompt; by default the shared one beside this library. */
  system?: string;
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

/** What each area's OpenAI part uses: one structured completion against a zod schema. */
export interface StructuredCompleter {
  complete<S extends z.ZodType>(task: string, schema: S, user: string): Promise<z.output<S>>;
}

/**
 * Chat completions with strict structured outputs whose JSON schemas come from zod schemas,
 * against OpenAI or any OpenAI-compatible server (`OPENAI_BASE_URL`). Refusals, timeouts,
 * HTTP errors and answers that are not valid JSON of the schema all become an AiError.
 */
export class OpenAiClient implements StructuredCompleter {
  private readonly client: OpenAI;
  private readonly system: string;

  constructor(private readonly opts: OpenAiClientOptions) {
    // No SDK retries: a retry after a timeout would outlast the caller's own deadline.
    this.client = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseURL,
      timeout: opts.timeoutMs,
      maxRetries: 0,
    });
    this.system = opts.system ?? readFileSync(systemPromptFile, 'utf8').trim();
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
            { role: 'system', content: this.system },
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
}

/** The structured client when an API key is configured, else `undefined` (the offline provider answers). */
export function openAiClientFrom(config: AiConfig, log: Logger): OpenAiClient | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return new OpenAiClient({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL ?? 'gpt-4o-mini',
    timeoutMs: config.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
    log,
  });
}

/**
 * Picks an area's provider: the `openai` one when a key is configured, else the offline
 * `local` one (DESIGN §5), and logs which.
 */
export function chooseProvider<E extends object>(
  config: AiConfig,
  log: Logger,
  area: string,
  providers: { local: () => E; openai: (client: OpenAiClient) => E },
): WithProvider<E> {
  const client = openAiClientFrom(config, log);
  const provider: AiProvider = client ? 'openai' : 'local';
  log.info({ provider, area }, 'AI engine ready');
  const engine: E = client ? providers.openai(client) : providers.local();
  return Object.assign(engine, { provider } as const);
}

/** Which provider answers an area's calls. */
export type AiProvider = 'local' | 'openai';

/** An area's engine, labelled with the provider that answers it (shown in logs and health). */
export type WithProvider<E> = E & { readonly provider: AiProvider };
