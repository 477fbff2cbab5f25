import type { Collection, Db } from 'mongodb';
import { noticeVersions, type Consent, type ConsentPurpose } from '@rapport/contracts';

/** One consent given (and perhaps withdrawn) to one notice version. */
interface ConsentVersion {
  noticeVersion: string;
  givenAt: Date;
  withdrawnAt?: Date;
}

/**
 * One document per user and purpose: the consent in force (`current`) and every earlier one
 * (`history`), so the record shows what was agreed to and when.
 */
interface StoredConsent {
  _id: string;
  userId: string;
  purpose: ConsentPurpose;
  current: ConsentVersion;
  history: ConsentVersion[];
}

/** Given, not withdrawn, and to the notice version in force: only that counts as consent. */
export function isActive(purpose: ConsentPurpose, v: ConsentVersion | undefined): boolean {
  return !!v && !v.withdrawnAt && v.noticeVersion === noticeVersions[purpose];
}

export function toConsent(purpose: ConsentPurpose, v: ConsentVersion): Consent {
  return {
    purpose,
    noticeVersion: v.noticeVersion,
    givenAt: v.givenAt.toISOString(),
    ...(v.withdrawnAt ? { withdrawnAt: v.withdrawnAt.toISOString() } : {}),
    active: isActive(purpose, v),
  };
}

const idOf = (userId: string, purpose: ConsentPurpose) => `${userId}:${purpose}`;

/** Auth's `consents` collection (issue 16). */
export class ConsentRepository {
  private readonly col: Collection<StoredConsent>;

  constructor(db: Db) {
    this.col = db.collection('consents');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ userId: 1 });
  }

  async find(userId: string, purpose: ConsentPurpose): Promise<ConsentVersion | undefined> {
    return (await this.col.findOne({ _id: idOf(userId, purpose) }))?.current;
  }

  /** Records a consent; the one it replaces goes to the history. */
  async give(
    userId: string,
    purpose: ConsentPurpose,
    noticeVersion: string,
    now: Date,
  ): Promise<ConsentVersion> {
    const current: ConsentVersion = { noticeVersion, givenAt: now };
    const _id = idOf(userId, purpose);
    const existing = await this.col.findOne({ _id });
    if (!existing) {
      try {
        await this.col.insertOne({ _id, userId, purpose, current, history: [] });
        return current;
      } catch {
        // Given twice at once: the other insert won; this one replaces it below.
      }
    }
    const before = existing ?? (await this.col.findOne({ _id }));
    await this.col.updateOne(
      { _id },
      {
        $set: { current },
        ...(before ? { $push: { history: before.current } } : {}),
      },
    );
    return current;
  }

  /** Withdraws the consent in force; undefined when there is none to withdraw. */
  async withdraw(
    userId: string,
    purpose: ConsentPurpose,
    now: Date,
  ): Promise<ConsentVersion | undefined> {
    const _id = idOf(userId, purpose);
    const existing = await this.col.findOne({ _id });
    if (!existing || existing.current.withdrawnAt) return undefined;
    const current = { ...existing.current, withdrawnAt: now };
    await this.col.updateOne({ _id }, { $set: { current } });
    return current;
  }

  /** Every record of the user, current first per purpose, then its history: for the export. */
  async listFor(userId: string): Promise<StoredConsent[]> {
    return this.col.find({ userId }).sort({ purpose: 1 }).toArray();
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteMany({ userId })).deletedCount;
  }
}
