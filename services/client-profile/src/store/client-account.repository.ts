import type { Collection, Db } from 'mongodb';
import type { EventPayload } from '@rapport/contracts';
import type { EventBus } from '@rapport/kit';
import type { ClientIdentity } from './client-profile.repository';

type UserRegistered = EventPayload<'event.user.registered'>;

/**
 * Names and emails of accounts, kept from `event.user.registered` (auth's database is not
 * ours to read): a profile created on a client's first answer takes its names from here.
 */
export class ClientAccountRepository {
  private readonly col: Collection<ClientIdentity & { _id: string }>;

  constructor(db: Db) {
    this.col = db.collection('client_accounts');
  }

  async ensureIndexes(): Promise<void> {}

  async findIdentity(userId: string): Promise<ClientIdentity | null> {
    const doc = await this.col.findOne({ _id: userId });
    return doc && { firstName: doc.firstName, lastName: doc.lastName, email: doc.email };
  }

  async applyRegistration(e: UserRegistered): Promise<ClientIdentity> {
    const identity = { firstName: e.firstName, lastName: e.lastName, email: e.email };
    await this.col.updateOne({ _id: e.userId }, { $set: identity }, { upsert: true });
    return identity;
  }

  /**
   * Starts the durable consumer. The event may come before or after the client's first
   * answer, so `onIdentity` also updates a profile that already exists.
   */
  follow(
    events: EventBus,
    onIdentity: (userId: string, identity: ClientIdentity) => Promise<void>,
  ): Promise<void> {
    return events.subscribe('client-accounts', 'event.user.registered', async (e) => {
      // Therapists never have a client profile; clients and admins may.
      if (e.role === 'therapist') return;
      await onIdentity(e.userId, await this.applyRegistration(e));
    });
  }
}
