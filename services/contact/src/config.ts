import type { z } from 'zod';
import { baseConfig, retentionDays, retentionSweepInterval } from '@rapport/kit';

/** Contact's settings: how long contact-form messages are kept. */
export const contactConfig = baseConfig.extend({
  /** Contact-form messages are deleted this many days after they arrived. */
  RETENTION_CONTACT_MESSAGE_DAYS: retentionDays(180),
  RETENTION_SWEEP_INTERVAL_MS: retentionSweepInterval,
});

export type ContactConfig = z.output<typeof contactConfig>;
