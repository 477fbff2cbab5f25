import type { Collection, Db } from 'mongodb';
import type { StoredResponse } from '@rapport/contracts';

interface ResponseDoc {
  _id: string;
  userId: string;
  questionId: string;
  question: string;
  answer: string;
  /** ISO 8601, as answered. */
  timestamp: string;
  savedAt: Date;
  tags: string[];
}

/** The owner is part of every query: a filter without the therapist's id does not compile. */
type OwnerFilter = { userId: string; _id?: string };

export type ResponseContent = Pick<ResponseDoc, 'questionId' | 'question' | 'answer' | 'tags'>;

const toResponse = (d: ResponseDoc): StoredResponse => ({
  id: d._id,
  questionId: d.questionId,
  question: d.question,
  answer: d.answer,
  timestamp: d.timestamp,
  tags: d.tags,
});

/** The therapists' stored questionnaire answers, one document per answer. */
export class TherapistResponseRepository {
  private readonly col: Collection<ResponseDoc>;

  constructor(db: Db) {
    this.col = db.collection('therapist_responses');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ userId: 1, savedAt: -1 });
  }

  async addResponse(
    userId: string,
    id: string,
    content: ResponseContent,
    at: Date,
  ): Promise<StoredResponse> {
    const doc: ResponseDoc = {
      _id: id,
      userId,
      ...content,
      timestamp: at.toISOString(),
      savedAt: at,
    };
    await this.col.insertOne(doc);
    return toResponse(doc);
  }

  /** Replaces one of the therapist's own answers; null when they have none with that id. */
  async replaceResponse(
    userId: string,
    id: string,
    content: ResponseContent,
    at: Date,
  ): Promise<StoredResponse | null> {
    const doc = await this.col.findOneAndUpdate(
      { _id: id, userId } satisfies OwnerFilter,
      { $set: { ...content, timestamp: at.toISOString(), savedAt: at } },
      { returnDocument: 'after' },
    );
    return doc ? toResponse(doc) : null;
  }

  /** Newest first (the portal's Questions tab). */
  async listForTherapist(userId: string): Promise<StoredResponse[]> {
    const docs = await this.col
      .find({ userId } satisfies OwnerFilter)
      .sort({ savedAt: -1, _id: -1 })
      .toArray();
    return docs.map(toResponse);
  }

  /** The answers of several therapists at once, oldest first per therapist (the admin's review). */
  async listForTherapists(userIds: readonly string[]): Promise<Map<string, StoredResponse[]>> {
    const byTherapist = new Map<string, StoredResponse[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byTherapist;
    const docs = await this.col
      .find({ userId: { $in: [...userIds] } })
      .sort({ savedAt: 1, _id: 1 })
      .toArray();
    for (const d of docs) byTherapist.get(d.userId)?.push(toResponse(d));
    return byTherapist;
  }

  /** Every saved answer of the therapist, as stored: for their export. */
  async exportFor(userId: string) {
    return this.col.find({ userId }).sort({ savedAt: 1 }).toArray();
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteMany({ userId })).deletedCount;
  }
}
