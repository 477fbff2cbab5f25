import { isDuplicateKey } from '@rapport/kit';
import { type Collection, type Db } from 'mongodb';

/** One registered contribution password. `_id` is its slot: 'slot-1' … 'slot-N'. */
interface PasswordSlot {
  _id: string;
  hash: string;
  registeredAt: Date;
}

/**
 * Contribution access passwords (spec §6: the first three users register one). Slots are
 * unique `_id`s, so the limit holds under concurrency without transactions: an insert into a
 * taken slot fails with a duplicate key and the registration tries the next one.
 */
export class AccessPasswordRepository {
  private readonly col: Collection<PasswordSlot>;

  constructor(
    db: Db,
    private readonly limit: number,
  ) {
    this.col = db.collection('contribution_access_passwords');
  }

  async countRegistered(): Promise<number> {
    return this.col.countDocuments({});
  }

  /** Stores the hash in the first free slot; false when every slot is taken. */
  async claimFreeSlot(hash: string, at: Date): Promise<boolean> {
    for (let n = 1; n <= this.limit; n += 1) {
      try {
        await this.col.insertOne({ _id: `slot-${n}`, hash, registeredAt: at });
        return true;
      } catch (err) {
        // Another registration holds this slot (possibly since a moment ago): try the next.
        if (isDuplicateKey(err)) continue;
        throw err;
      }
    }
    return false;
  }

  async registeredHashes(): Promise<string[]> {
    const slots = await this.col
      .find({}, { projection: { hash: 1 } })
      .sort({ _id: 1 })
      .toArray();
    return slots.map((s) => s.hash);
  }
}
