import { ObjectId, type Collection, type Db } from 'mongodb';
import type { ContactMessage } from '@rapport/contracts';
import {
  deleteInBatches,
  emailHash,
  pendingEvent,
  type HasOutbox,
  type Outbox,
  isDuplicateKey,
} from '@rapport/kit';

export interface StoredContactMessage extends ContactMessage, HasOutbox {
  _id: ObjectId;
  receivedAt: Date;
  requestId: string;
}

export class ContactMessageRepository {
  private readonly col: Collection<StoredContactMessage>;

  constructor(db: Db) {
    this.col = db.collection('contact_messages');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ receivedAt: -1 });
  }

  /** The outbox of the messages: publishes `event.contact.received` stored with each. */
  trackOutbox(outbox: Outbox) {
    return outbox.track(this.col);
  }

  /**
   * Stores the message with its `event.contact.received` in one insert. The event carries the
   * id and time only: no service reads the sender's text, so it stays in this database.
   */
  async recordMessage(
    message: ContactMessage,
    requestId: string,
    /** From the request's Idempotency-Key: a re-run of the same request finds its first copy. */
    idempotencyId?: string,
  ): Promise<StoredContactMessage> {
    const _id = idempotencyId ? new ObjectId(idempotencyId) : new ObjectId();
    const receivedAt = new Date();
    const id = _id.toHexString();
    const doc: StoredContactMessage = {
      _id,
      ...message,
      receivedAt,
      requestId,
      outbox: [
        pendingEvent(
          'event.contact.received',
          { id, receivedAt: receivedAt.toISOString() },
          `contact.received:${id}`,
        ),
      ],
    };
    try {
      await this.col.insertOne(doc);
    } catch (err) {
      const first = idempotencyId && isDuplicateKey(err) && (await this.col.findOne({ _id }));
      if (!first) throw err;
      return first;
    }
    return doc;
  }

  async findMessage(id: string): Promise<StoredContactMessage | null> {
    return ObjectId.isValid(id) ? this.col.findOne({ _id: new ObjectId(id) }) : null;
  }

  /** Newest first, at most `limit`. */
  async listRecent(limit: number): Promise<StoredContactMessage[]> {
    return this.col.find({}).sort({ receivedAt: -1, _id: -1 }).limit(limit).toArray();
  }

  /**
   * Messages sent with an email (of the hashed email of `event.user.deleted`): the contact form
   * asks for no account, so a user's messages are those that carry their account's email.
   * Messages are few (RETENTION_CONTACT_MESSAGE_DAYS bounds them): matched here, not indexed.
   */
  async findByEmailHash(hash: string): Promise<StoredContactMessage[]> {
    const docs = await this.col.find({}, { projection: { outbox: 0 } }).toArray();
    return docs.filter((d) => emailHash(d.email) === hash);
  }

  async exportByEmail(email: string) {
    return (await this.findByEmailHash(emailHash(email))).map(({ _id, ...m }) => ({
      id: _id.toHexString(),
      ...m,
    }));
  }

  async eraseByEmailHash(hash: string): Promise<number> {
    const ids = (await this.findByEmailHash(hash)).map((d) => d._id);
    if (ids.length === 0) return 0;
    return (await this.col.deleteMany({ _id: { $in: ids } })).deletedCount;
  }

  /** Retention: messages received before `cutoff`, in batches. */
  async deleteReceivedBefore(cutoff: Date): Promise<number> {
    return deleteInBatches(this.col, { receivedAt: { $lt: cutoff } });
  }
}
