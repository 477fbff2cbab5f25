import { isDuplicateKey } from '@rapport/kit';
import { randomUUID } from 'node:crypto';
import { type Collection, type Db } from 'mongodb';
import { inviteRefusal, type InviteCodeState } from '../domain/invite-rules';

interface StoredInviteCode {
  /** The code itself, upper-cased. */
  _id: string;
  /** Null: no use limit. */
  maxUses: number | null;
  /** Null: never expires. */
  expiresAt: Date | null;
  /**
   * Redemptions of an unlimited code counted before each use became a document of its own
   * (a `$inc` is not atomic on every server of the portable subset); kept, and added.
   */
  uses: number;
  /** Set once an admin revoked it: it can no longer be redeemed. */
  revokedAt?: Date;
  createdAt: Date;
}

/** A code with everything the admin sees of it. */
export interface InviteCodeRecord extends InviteCodeState {
  code: string;
  createdAt: Date;
}

/** One use: `<code>#<n>` (n = 1 … maxUses) of a limited code, `<code>#u:<uuid>` of an unlimited one. */
interface InviteUse {
  _id: string;
  code: string;
  at: Date;
}

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
    const upsert = () =>
      this.codes.updateOne(
        { _id: code },
        {
          $set: { maxUses: opts.maxUses, expiresAt: opts.expiresAt },
          $setOnInsert: { uses: 0, createdAt: now },
        },
        { upsert: true },
      );
    try {
      await upsert();
    } catch (err) {
      // Two replicas starting together both insert: the one that lost updates the other's copy.
      if (!isDuplicateKey(err)) throw err;
      await upsert();
    }
  }

  async findCode(code: string): Promise<InviteCodeRecord | null> {
    const doc = await this.codes.findOne({ _id: code });
    return doc ? this.withUses(doc) : null;
  }

  private async withUses(doc: StoredInviteCode): Promise<InviteCodeRecord> {
    const counted = await this.uses.countDocuments({ code: doc._id });
    return {
      code: doc._id,
      maxUses: doc.maxUses,
      uses: doc.maxUses === null ? (doc.uses ?? 0) + counted : counted,
      expiresAt: doc.expiresAt,
      ...(doc.revokedAt ? { revokedAt: doc.revokedAt } : {}),
      createdAt: doc.createdAt,
    };
  }

  /** Every code with its uses, newest first (the admin dashboard). */
  async listCodes(): Promise<InviteCodeRecord[]> {
    const docs = await this.codes.find({}).sort({ createdAt: -1, _id: 1 }).toArray();
    return Promise.all(docs.map((d) => this.withUses(d)));
  }

  /** Creates a new code; false when one with that name exists (the unique _id decides races). */
  async createCode(
    code: string,
    opts: { maxUses: number | null; expiresAt: Date | null },
    now: Date,
  ): Promise<boolean> {
    try {
      await this.codes.insertOne({ _id: code, ...opts, uses: 0, createdAt: now });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** Revokes a code (again: keeps the first time); null when there is no such code. */
  async revokeCode(code: string, now: Date): Promise<InviteCodeRecord | null> {
    await this.codes.updateOne(
      { _id: code, revokedAt: { $exists: false } },
      { $set: { revokedAt: now } },
    );
    return this.findCode(code);
  }

  /** Counts one use if the code is valid now; false when it cannot be redeemed. */
  async redeem(code: string, now: Date): Promise<boolean> {
    const state = await this.findCode(code);
    if (!state || inviteRefusal(state, now)) return false;
    if (state.maxUses === null) {
      await this.uses.insertOne({ _id: `${code}#u:${randomUUID()}`, code, at: now });
      return true;
    }
    // Take the next free slot; one taken meanwhile by someone else moves us to the next.
    for (let n = state.uses + 1; n <= state.maxUses; n += 1) {
      try {
        await this.uses.insertOne({ _id: `${code}#${n}`, code, at: now });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return false;
  }
}
