import type { z } from 'zod';
import { aiConfig } from '@rapport/language';
import { baseConfig } from '@rapport/kit';

/** Client-profile needs the bus, its database and the AI engine's keys; nothing of its own. */
export const clientProfileConfig = baseConfig.extend(aiConfig.shape);

export type ClientProfileConfig = z.output<typeof clientProfileConfig>;
