import { z } from 'zod';
import { limits } from '@rapport/contracts';
import { aiConfig } from '@rapport/language';
import { baseConfig, retentionDays, retentionSweepInterval } from '@rapport/kit';
import { speechConfig } from './speech/config';

/** The demo invite code of development and tests (README); production has no default. */
export const DEVELOPMENT_INVITE_CODE = 'RAPPORT2026';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const matchmakerConfig = baseConfig
  .extend(aiConfig.shape)
  .extend(speechConfig.shape)
  .extend({
    /**
     * Always redeemable (no use limit, no expiry); upserted at start and by the seed. Empty:
     * none. Unset: RAPPORT2026, except with NODE_ENV=production, where there is no default.
     */
    DEMO_INVITE_CODE: z
      .string()
      .optional()
      .transform((v) => v?.trim().toUpperCase())
      .pipe(
        z
          .string()
          .max(limits.inviteCodeMax, `at most ${limits.inviteCodeMax} characters`)
          .regex(/^[A-Z0-9-]*$/, 'letters, digits and - only')
          .optional(),
      ),
    /** How long a redeemed invite gives access. */
    INVITE_ACCESS_TTL_SECONDS: positiveInt(30 * 86_400),
    /** Wrong invite codes allowed per client IP within the window before 429. */
    INVITE_MAX_FAILURES: positiveInt(10),
    INVITE_FAILURE_WINDOW_SECONDS: positiveInt(900),
    /** How long a live voice session stays in Redis after its last frame. */
    VOICE_SESSION_TTL_SECONDS: positiveInt(6 * 3600),
    /** Saved voice sessions (and their matches) are deleted this many days after their last change. */
    RETENTION_VOICE_SESSION_DAYS: retentionDays(365),
    RETENTION_SWEEP_INTERVAL_MS: retentionSweepInterval,
  })
  // A code anyone can read in this repository must not open a production system by default.
  .transform((c) => ({
    ...c,
    DEMO_INVITE_CODE:
      c.DEMO_INVITE_CODE ?? (c.NODE_ENV === 'production' ? '' : DEVELOPMENT_INVITE_CODE),
  }));

export type MatchmakerConfig = z.output<typeof matchmakerConfig>;
