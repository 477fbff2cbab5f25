import { z } from 'zod';
import { aiConfig } from '@rapport/language';
import { baseConfig } from '@rapport/kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const names = z
  .string()
  .default('Maya,Daniel')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[A-Za-z][A-Za-z'-]*$/, 'each name must be one word of letters'))
      .min(1, 'name at least one expert')
      .refine(
        (xs) => new Set(xs.map((x) => x.toLowerCase())).size === xs.length,
        'names must differ',
      ),
  );

export const knowledgeCaptureConfig = baseConfig.extend(aiConfig.shape).extend({
  /** First names of the experts: their pages are /{name} (case-insensitive). */
  EXPERT_NAMES: names,
  CONTRIBUTION_TOKEN_TTL_SECONDS: positiveInt(86_400),
  /** Wrong contribution passwords allowed per client IP within the window before 429. */
  CONTRIBUTION_LOGIN_MAX_FAILURES: positiveInt(10),
  CONTRIBUTION_LOGIN_WINDOW_SECONDS: positiveInt(900),
});

export type KnowledgeCaptureConfig = z.output<typeof knowledgeCaptureConfig>;
