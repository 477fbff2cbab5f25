import { z } from 'zod';

/** An unset or empty variable both mean "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** The `openai` provider's per-call deadline: below the gateway's 10 s bus timeout. */
export const DEFAULT_AI_TIMEOUT_MS = 9_000;

/** Environment keys of the AI engine; services extend their config with `aiConfig.shape`. */
export const aiConfig = z.object({
  /** When set, the `openai` provider answers; otherwise the offline `local` one. */
  OPENAI_API_KEY: optionalText,
  /** An OpenAI-compatible endpoint, e.g. a local stub server in tests. */
  OPENAI_BASE_URL: optionalText.pipe(z.url('must be a URL').optional()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Per call; keep it below the gateway's RPC_TIMEOUT_MS (10 s by default). */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_AI_TIMEOUT_MS),
});
/** What `createAiEngine` reads; a parsed `aiConfig` fits, and so does a hand-written object in tests. */
export interface AiConfig {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_MODEL?: string | undefined;
  AI_TIMEOUT_MS?: number | undefined;
}
