import { daysBefore, type Removed } from '@rapport/kit';
import type { UserRepository } from '../store/user.repository';
import type { AccountEraser } from './account-eraser';

const BATCH = 100;

/**
 * One retention pass of auth: guest accounts with no activity for `guestDays` are deleted as if
 * their owner had asked (every service erases them on `event.user.deleted`), in batches.
 */
export async function sweepAccounts(
  deps: {
    users: Pick<UserRepository, 'findInactiveGuests'>;
    eraser: Pick<AccountEraser, 'erase' | 'reassert'>;
    guestDays: number;
  },
  now: Date,
): Promise<Removed> {
  const finished = await deps.eraser.reassert(now);
  const cutoff = daysBefore(now, deps.guestDays);
  let guests = 0;
  for (;;) {
    const batch = await deps.users.findInactiveGuests(cutoff, BATCH);
    for (const guest of batch) await deps.eraser.erase(guest, 'retention', now);
    guests += batch.length;
    if (batch.length < BATCH) break;
  }
  return { inactiveGuests: guests, unfinishedDeletions: finished };
}
