import type { Collection, Db } from 'mongodb';
import type { EventBus } from '@rapport/kit';

interface AccountName {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
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

  follow(events: EventBus): Promise<void> {
    return events.subscribe('account-names', 'event.user.registered', async (e) => {
      await this.col.updateOne(
        { _id: e.userId },
        { $set: { firstName: e.firstName, lastName: e.lastName, email: e.email } },
        { upsert: true },
      );
    });
  }
}
