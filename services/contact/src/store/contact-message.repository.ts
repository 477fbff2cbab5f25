import { ObjectId, type Collection, type Db } from 'mongodb';
import type { ContactMessage } from '@rapport/contracts';

export interface StoredContactMessage extends ContactMessage {
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

  async recordMessage(message: ContactMessage, requestId: string): Promise<StoredContactMessage> {
    const doc: StoredContactMessage = {
      _id: new ObjectId(),
      ...message,
      receivedAt: new Date(),
      requestId,
    };
    await this.col.insertOne(doc);
    return doc;
  }

  async findMessage(id: string): Promise<StoredContactMessage | null> {
    return ObjectId.isValid(id) ? this.col.findOne({ _id: new ObjectId(id) }) : null;
  }

  /** Newest first, at most `limit`. */
  async listRecent(limit: number): Promise<StoredContactMessage[]> {
    return this.col.find({}).sort({ receivedAt: -1, _id: -1 }).limit(limit).toArray();
  }
}
