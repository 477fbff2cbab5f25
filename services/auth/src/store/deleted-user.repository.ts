import { type Collection, type Db } from 'mongodb';
import type { Role } from '@rapport/contracts';
import { emailHash, pendingEvent, type HasOutbox, type Outbox, isDuplicateKey } from '@rapport/kit';

/**
 * A deleted account: its id, role, when, and the hash of its email (what the contact service
 * matches messages by), nothing else. Written first, with `event.user.deleted` in its outbox
 * (one atomic insert), so a deletion once started is always announced, and is never announced
 * twice (the event id is derived from the user; the insert fails the second time).
 */
export interface DeletedUser extends HasOutbox {
  _id: string;
  role: Role;
  emailHash: string;
  deletedAt: Date;
  /** Why: the user asked, or retention expired a guest. */
  reason: 'request' | 'retention';
}

export class DeletedUserRepository {
  private readonly col: Collection<DeletedUser>;

  constructor(db: Db) {
    this.col = db.collection('deleted_users');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ deletedAt: 1 });
  }

  trackOutbox(outbox: Outbox) {
    return outbox.track(this.col);
  }

  /** Records the deletion with its event; an earlier record of it is kept as it is. */
  async record(user: {
    id: string;
    role: Role;
    email: string;
    reason: DeletedUser['reason'];
    now: Date;
  }): Promise<DeletedUser> {
    const hash = emailHash(user.email);
    const doc: DeletedUser = {
      _id: user.id,
      role: user.role,
      emailHash: hash,
      deletedAt: user.now,
      reason: user.reason,
    };
    doc.outbox = [
      pendingEvent(
        'event.user.deleted',
        { userId: user.id, role: user.role, emailHash: hash, deletedAt: user.now.toISOString() },
        `user.deleted:${user.id}`,
        user.now,
      ),
    ];
    try {
      await this.col.insertOne(doc);
      return doc;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.col.findOne({ _id: user.id })) ?? doc;
    }
  }

  async find(id: string): Promise<DeletedUser | null> {
    return this.col.findOne({ _id: id });
  }

  /** Deletions since `since`: their users' tokens may still be unexpired. */
  async deletedSince(since: Date, limit = 10_000): Promise<DeletedUser[]> {
    return this.col
      .find({ deletedAt: { $gte: since } }, { projection: { outbox: 0 } })
      .limit(limit)
      .toArray();
  }
}
