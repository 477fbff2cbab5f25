import { createHash } from 'node:crypto';

export type Split = 'tuning' | 'heldout';

/** The fixed seed of the split. Never change it: held-out items must stay unseen. */
const SEED = 'rapport-eval-v1:';

/**
 * Which half an item belongs to, from a SHA-256 of the seed and its stable id: the first byte's
 * low bit. The same function splits the language corpus and the matching personas.
 */
export function splitOf(id: string): Split {
  const first =
    createHash('sha256')
      .update(SEED + id)
      .digest()[0] ?? 0;
  return first % 2 === 0 ? 'tuning' : 'heldout';
}
