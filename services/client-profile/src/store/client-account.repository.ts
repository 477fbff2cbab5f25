import type { Collection, Db } from 'mongodb';
import type { EventPayload } from '@rapport/contracts';
import { InsertBatcher, type ErasedUsers, type EventBus } from '@rapport/kit';
import type { ClientIdentity } from './client-profile.repository';

type UserRegistered = EventPayload<'event.user.registered'>;

/** Registrations handled at once (the consumer fetches 64 at a time). */
export const ACCOUNT_CONCURRENCY = 16;

/**
 * Names and emails of accounts, kept from `event.user.registered` (auth's database is not
 * ours to read): a profile created on a client's first answer takes its names from here.
 */
export class ClientAccountRepository {
  private readonly col: Collection<ClientIdentity & { _id: string }>;
  private readonly inserts: InsertBatcher<ClientIdentity & { _id: string }>;

  constructor(db: Db) {
    this.col = db.collection('client_accounts');
    this.inserts = new InsertBatcher(this.col);
  }

  async ensureIndexes(): Promise<void> {}

  async findIdentity(userId: string): Promise<ClientIdentity | null> {
    const doc = await this.col.findOne({ _id: userId });
    return doc && { firstName: doc.firstName, lastName: doc.lastName, email: doc.email };
  }

  /**
   * An account registers once: its names are inserted (a redelivered event finds them there),
   * in batches with the registrations handled alongside.
   */
  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteOne({ _id: userId })).deletedCount;
  }

  async applyRegistration(e: UserRegistered): Promise<ClientIdentity> {
    const identity = { firstName: e.firstName, lastName: e.lastName, email: e.email };
    await this.inserts.insert({ _id: e.userId, ...identity });
    return identity;
  }

  /**
   * Starts the durable consumer. The event may come before or after the client's first
   * answer, so `onIdentity` also updates a profile that already exists.
   */
  follow(
    events: EventBus,
    onIdentity: (userId: string, identity: ClientIdentity) => Promise<void>,
    concurrency = ACCOUNT_CONCURRENCY,
    erased?: Pick<ErasedUsers, 'has'>,
  ): Promise<void> {
    return events.subscribe(
      'client-accounts',
      'event.user.registered',
      async (e) => {
        // Therapists never have a client profile; clients and admins may.
        if (e.role === 'therapist') return;
        // Handled after the account's deletion (a consumer catching up): nothing comes back.
        if (await erased?.has(e.userId)) return;
        await onIdentity(e.userId, await this.applyRegistration(e));
      },
      // Accounts are independent: several at once, one account's events in order.
      { concurrency, keyOf: (e) => e.userId },
    );
  }
}
