import type { Collection, Db } from 'mongodb';
import type { ErasedUsers, EventBus } from '@rapport/kit';

interface AccountName {
  _id: string;
  firstName: string;
  lastName: string;
  /** Kept by earlier versions; no longer stored (contact never reads it). */
  email?: string;
}

/**
 * Account names kept from `event.user.registered` (auth's database is not ours to read), so a
 * therapist sees who sent a request.
 */
export class AccountNames {
  private readonly col: Collection<AccountName>;

  constructor(db: Db) {
    this.col = db.collection('account_names');
  }

  /** Display names by user id; ids not known (yet) are absent. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const docs = await this.col.find({ _id: { $in: [...new Set(ids)] } }).toArray();
    return new Map(docs.map((d) => [d._id, `${d.firstName} ${d.lastName}`.trim()]));
  }

  async exportFor(userId: string) {
    return this.col.findOne({ _id: userId });
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteOne({ _id: userId })).deletedCount;
  }

  /** With `erased`: the registration of an account deleted since is not kept (a late delivery). */
  follow(events: EventBus, erased?: Pick<ErasedUsers, 'has'>): Promise<void> {
    return events.subscribe('account-names', 'event.user.registered', async (e) => {
      if (await erased?.has(e.userId)) return;
      await this.col.updateOne(
        { _id: e.userId },
        // Only the names requests show: contact has no use for the email.
        { $set: { firstName: e.firstName, lastName: e.lastName } },
        { upsert: true },
      );
    });
  }
}
