import type { CollectionOutbox, Logger } from '@rapport/kit';
import type { ConsentRepository } from '../store/consent.repository';
import type { DeletedUserRepository } from '../store/deleted-user.repository';
import type { RevokedTokenRepository } from '../store/revoked-token.repository';
import type { StoredUser, UserRepository } from '../store/user.repository';

export interface EraserDeps {
  users: Pick<UserRepository, 'deleteById' | 'findByIds'>;
  deleted: Pick<DeletedUserRepository, 'record' | 'deletedSince'>;
  consents: Pick<ConsentRepository, 'eraseUser'>;
  revoked: Pick<RevokedTokenRepository, 'revokeUser'>;
  /** The outbox of `deleted_users`, which carries `event.user.deleted`. */
  outbox: CollectionOutbox;
  /** SESSION_TTL_SECONDS: no token of the user outlives it. */
  sessionTtlSeconds: number;
  log: Logger;
}

/**
 * Deletes an account in auth and announces it to every service. Each step is idempotent and
 * the deletion record comes first (with its event, in one insert), so a deletion interrupted
 * at any point is finished by the next attempt or by the retention sweep.
 */
export class AccountEraser {
  constructor(private readonly deps: EraserDeps) {}

  async erase(user: StoredUser, reason: 'request' | 'retention', now: Date): Promise<void> {
    const id = user._id.toHexString();
    const record = await this.deps.deleted.record({
      id,
      role: user.role,
      email: user.email,
      reason,
      now,
    });
    // Every token of the user stops working now, not when it expires.
    await this.deps.revoked.revokeUser(id, this.deps.sessionTtlSeconds);
    await this.deps.users.deleteById(id);
    await this.deps.consents.eraseUser(id);
    await this.deps.outbox.flush(record._id);
    this.deps.log.info({ userId: id, role: user.role, reason }, 'account deleted');
  }

  /**
   * Sets again the revocation marks of users deleted within a session's lifetime (a Redis that
   * lost its data must not bring their tokens back), and finishes deletions interrupted
   * between the record and the removal of the account. Answers how many accounts it finished.
   */
  async reassert(now: Date): Promise<number> {
    const since = new Date(now.getTime() - this.deps.sessionTtlSeconds * 1000);
    const recent = await this.deps.deleted.deletedSince(since);
    for (const d of recent) {
      const left = this.deps.sessionTtlSeconds - (now.getTime() - d.deletedAt.getTime()) / 1000;
      await this.deps.revoked.revokeUser(d._id, left);
    }
    const unfinished = await this.deps.users.findByIds(recent.map((d) => d._id));
    for (const user of unfinished) {
      await this.deps.users.deleteById(user._id.toHexString());
      await this.deps.consents.eraseUser(user._id.toHexString());
    }
    return unfinished.length;
  }
}
