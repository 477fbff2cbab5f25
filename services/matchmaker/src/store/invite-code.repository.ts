import { MongoServerError, type Collection, type Db } from 'mongodb';
import { inviteRefusal, type InviteCodeState } from '../domain/invite-rules';

interface StoredInviteCode {
  /** The code itself, upper-cased. */
  _id: string;
  /** Null: no use limit. */
  maxUses: number | null;
  /** Null: never expires. */
  expiresAt: Date | null;
  /** Redemptions of an unlimited code (a limited one counts its use slots). */
  uses: number;
  createdAt: Date;
}

/** One use of a limited code: `<code>#<n>`, n = 1 … maxUses. */
interface InviteUse {
  _id: string;
  code: string;
  at: Date;
}

const DUPLICATE_KEY = 11000;

/**
 * Natural Matchmaker invite codes, with use limits and expiry. A limited code's uses are
 * numbered slots with unique ids, so two people racing for the last use cannot both get it,
 * on any server of the portable subset (DESIGN §9), without transactions.
 */
export class InviteCodeRepository {
  private readonly codes: Collection<StoredInviteCode>;
  private readonly uses: Collection<InviteUse>;

  constructor(db: Db) {
    this.codes = db.collection('invite_codes');
    this.uses = db.collection('invite_code_uses');
  }

  async ensureIndexes(): Promise<void> {
    await this.uses.createIndex({ code: 1 });
  }

  /** Creates the code if it does not exist; its limit and expiry are what the caller says now. */
  async ensureCode(
    code: string,
    opts: { maxUses: number | null; expiresAt: Date | null },
    now: Date,
  ): Promise<void> {
    await this.codes.updateOne(
      { _id: code },
      {
        $set: { maxUses: opts.maxUses, expiresAt: opts.expiresAt },
        $setOnInsert: { uses: 0, createdAt: now },
      },
      { upsert: true },
    );
  }

  async findCode(code: string): Promise<InviteCodeState | null> {
    const doc = await this.codes.findOne({ _id: code });
    if (!doc) return null;
    const uses = doc.maxUses === null ? doc.uses : await this.uses.countDocuments({ code });
    return { maxUses: doc.maxUses, uses, expiresAt: doc.expiresAt };
  }

  /** Counts one use if the code is valid now; false when it cannot be redeemed. */
  async redeem(code: string, now: Date): Promise<boolean> {
    const state = await this.findCode(code);
    if (!state || inviteRefusal(state, now)) return false;
    if (state.maxUses === null) {
      await this.codes.updateOne({ _id: code }, { $inc: { uses: 1 } });
      return true;
    }
    // Take the next free slot; one taken meanwhile by someone else moves us to the next.
    for (let n = state.uses + 1; n <= state.maxUses; n += 1) {
      try {
        await this.uses.insertOne({ _id: `${code}#${n}`, code, at: now });
        return true;
      } catch (err) {
        if (!(err instanceof MongoServerError && err.code === DUPLICATE_KEY)) throw err;
      }
    }
    return false;
  }
}
