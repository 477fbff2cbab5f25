import type { ClientEngine } from './client-engine';

/** The offline provider's part for this area. */
export function localClientEngine(): ClientEngine {
  return {};
}
