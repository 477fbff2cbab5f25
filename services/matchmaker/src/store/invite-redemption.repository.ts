import { isDuplicateKey } from '@rapport/kit';
import { type Collection, type Db } from 'mongodb';

/** One account that redeemed an invite (or presented a valid access token while signed in). */
interface StoredRedemption {
  /** The account's user id. */
  _id: string;
  redeemedAt: Date;
}

/**
 * Accounts with Natural Matchmaker access, in Mongo rather than Redis: the access token
 * expires and Redis may lose it, but an account that redeemed an invite keeps its access.
 * One insert per account (unique `_id`), so two racing requests record it once.
 */
export class InviteRedemptionRepository {
  private readonly redemptions: Collection<StoredRedemption>;

  constructor(db: Db) {
    this.redemptions = db.collection('invite_redemptions');
  }

  async record(userId: string, at: Date): Promise<void> {
    try {
      await this.redemptions.insertOne({ _id: userId, redeemedAt: at });
    } catch (err) {
      // Already recorded: the first redemption is the one kept.
      if (!isDuplicateKey(err)) throw err;
    }
  }

  async has(userId: string): Promise<boolean> {
    return (await this.redemptions.countDocuments({ _id: userId }, { limit: 1 })) > 0;
  }

  async find(userId: string) {
    return this.redemptions.findOne({ _id: userId });
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.redemptions.deleteOne({ _id: userId })).deletedCount;
  }
}
