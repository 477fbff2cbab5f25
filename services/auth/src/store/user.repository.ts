import { isDuplicateKey } from '@rapport/kit';
import { ObjectId, type Collection, type Db } from 'mongodb';
import type { PublicUser, Role } from '@rapport/contracts';
import type { HasOutbox, Outbox, OutboxEntry } from '@rapport/kit';
import { normalizeEmail } from '../domain/email';

export interface StoredUser extends HasOutbox {
  _id: ObjectId;
  firstName: string;
  lastName: string;
  /** Trimmed and lower-case; unique. */
  email: string;
  role: Role;
  passwordHash: string;
  /** Guest client created by the web app; it can never log in with a password. */
  guest: boolean;
  createdAt: Date;
  /** A guest's last call to `auth.me` (at most hourly): retention counts inactivity from it. */
  lastActiveAt?: Date;
}

export type NewUser = Omit<StoredUser, '_id' | 'createdAt'>;

/** What leaves the service: never the hash, never the guest flag. */
export function toPublicUser(user: StoredUser): PublicUser {
  return {
    id: user._id.toHexString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
  };
}

export class UserRepository {
  private readonly col: Collection<StoredUser>;

  constructor(db: Db) {
    this.col = db.collection('users');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ email: 1 }, { unique: true });
  }

  /** Creates the account, or answers null when the email is taken (the unique index decides races). */
  /** The outbox of the users collection: publishes the events stored with an account. */
  trackOutbox(outbox: Outbox) {
    return outbox.track(this.col);
  }

  /** Inserts the account together with the events announcing it (`announce`), in one write. */
  async createAccount(
    user: NewUser,
    announce: (user: StoredUser) => OutboxEntry[] = () => [],
  ): Promise<StoredUser | null> {
    const doc: StoredUser = {
      _id: new ObjectId(),
      ...user,
      email: normalizeEmail(user.email),
      createdAt: new Date(),
    };
    doc.outbox = announce(doc);
    try {
      await this.col.insertOne(doc);
      return doc;
    } catch (err) {
      if (isDuplicateKey(err)) return null;
      throw err;
    }
  }

  async findByEmail(email: string): Promise<StoredUser | null> {
    return this.col.findOne({ email: normalizeEmail(email) });
  }

  async findById(id: string): Promise<StoredUser | null> {
    return ObjectId.isValid(id) ? this.col.findOne({ _id: new ObjectId(id) }) : null;
  }

  /**
   * Creates the configured admin unless an account with that email exists. An existing
   * account is left as it is: promoting it could hand admin rights to whoever registered
   * that address first.
   */
  async ensureAdmin(
    admin: Omit<NewUser, 'role' | 'guest'>,
  ): Promise<'created' | 'exists' | 'taken-by-non-admin'> {
    const email = normalizeEmail(admin.email);
    try {
      const result = await this.col.updateOne(
        { email },
        {
          $setOnInsert: {
            _id: new ObjectId(),
            ...admin,
            email,
            role: 'admin',
            guest: false,
            createdAt: new Date(),
          },
        },
        { upsert: true },
      );
      if (result.upsertedCount === 1) return 'created';
    } catch (err) {
      // Another replica created it at the same moment.
      if (!isDuplicateKey(err)) throw err;
    }
    const existing = await this.col.findOne({ email });
    return existing?.role === 'admin' ? 'exists' : 'taken-by-non-admin';
  }

  /** Notes a guest's activity, at most once an hour (one write, only when it is due). */
  async touchGuest(id: string, now: Date): Promise<void> {
    if (!ObjectId.isValid(id)) return;
    const due = new Date(now.getTime() - 3_600_000);
    await this.col.updateOne(
      {
        _id: new ObjectId(id),
        guest: true,
        $or: [{ lastActiveAt: { $exists: false } }, { lastActiveAt: { $lt: due } }],
      },
      { $set: { lastActiveAt: now } },
    );
  }

  /** Guests with no activity since `cutoff` (created before it, and not seen since). */
  async findInactiveGuests(cutoff: Date, limit: number): Promise<StoredUser[]> {
    return this.col
      .find({
        guest: true,
        createdAt: { $lt: cutoff },
        $or: [{ lastActiveAt: { $exists: false } }, { lastActiveAt: { $lt: cutoff } }],
      })
      .limit(limit)
      .toArray();
  }

  /** Removes the account document (its deletion is recorded in `deleted_users` first). */
  async deleteById(id: string): Promise<number> {
    if (!ObjectId.isValid(id)) return 0;
    return (await this.col.deleteOne({ _id: new ObjectId(id) })).deletedCount;
  }

  /** Accounts whose deletion was recorded but whose document is still there (a crash between). */
  async findByIds(ids: string[]): Promise<StoredUser[]> {
    const valid = ids.filter((id) => ObjectId.isValid(id)).map((id) => new ObjectId(id));
    return valid.length ? this.col.find({ _id: { $in: valid } }).toArray() : [];
  }

  /** For the admin's counts: client accounts (registered and guest) and therapist accounts. */
  async countAccounts(): Promise<{
    clients: number;
    guestClients: number;
    therapistAccounts: number;
  }> {
    const [clients, guestClients, therapistAccounts] = await Promise.all([
      this.col.countDocuments({ role: 'client', guest: false }),
      this.col.countDocuments({ role: 'client', guest: true }),
      this.col.countDocuments({ role: 'therapist' }),
    ]);
    return { clients, guestClients, therapistAccounts };
  }
}
