import { z } from 'zod';
import { aiConfig } from '@rapport/language';
import { baseConfig } from '@rapport/kit';

export const questionnaireConfig = baseConfig.extend(aiConfig.shape).extend({
  /**
   * Accounts under this email domain are the seed's demo therapists: their directory events
   * carry `seed: true`, so consumers can tell demo entries from real therapists.
   */
  DEMO_THERAPIST_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain such as therapists.rapport.app')
    .default('therapists.rapport.app'),
});

export type QuestionnaireConfig = z.output<typeof questionnaireConfig>;
