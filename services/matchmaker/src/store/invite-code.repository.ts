import type { Collection, Db } from 'mongodb';
import type { InviteCodeState } from '../domain/invite-rules';

interface StoredInviteCode extends InviteCodeState {
  /** The code itself, upper-cased. */
  _id: string;
  /** Uses left; null when unlimited. Kept so a redemption is one conditional update. */
  remaining: number | null;
  createdAt: Date;
}

/** Natural Matchmaker invite codes, with use limits and expiry. */
export class InviteCodeRepository {
  private readonly col: Collection<StoredInviteCode>;

  constructor(db: Db) {
    this.col = db.collection('invite_codes');
  }

  /**
   * Creates the code if it does not exist. An existing code keeps its uses; its limit and
   * expiry are what the seed says now.
   */
  async ensureCode(
    code: string,
    opts: { maxUses: number | null; expiresAt: Date | null },
    now: Date,
  ): Promise<void> {
    const existing = await this.col.findOne({ _id: code });
    const uses = existing?.uses ?? 0;
    await this.col.updateOne(
      { _id: code },
      {
        $set: {
          maxUses: opts.maxUses,
          expiresAt: opts.expiresAt,
          remaining: opts.maxUses === null ? null : Math.max(0, opts.maxUses - uses),
        },
        $setOnInsert: { uses: 0, createdAt: now },
      },
      { upsert: true },
    );
  }

  /**
   * Counts one use if the code is valid now: one atomic update, so two people racing for
   * the last use cannot both get it. False when it cannot be redeemed.
   */
  async redeem(code: string, now: Date): Promise<boolean> {
    const unexpired = { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] };
    const limited = await this.col.findOneAndUpdate(
      { _id: code, remaining: { $gt: 0 }, ...unexpired },
      { $inc: { uses: 1, remaining: -1 } },
    );
    if (limited) return true;
    const unlimited = await this.col.findOneAndUpdate(
      { _id: code, remaining: null, ...unexpired },
      { $inc: { uses: 1 } },
    );
    return unlimited !== null;
  }

  async findCode(code: string): Promise<InviteCodeState | null> {
    const doc = await this.col.findOne({ _id: code });
    return doc ? { maxUses: doc.maxUses, uses: doc.uses, expiresAt: doc.expiresAt } : null;
  }
}
