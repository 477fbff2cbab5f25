import type { Collection, Db } from 'mongodb';

/** One assessment answer; `_id` is `<userId>:<questionId>`, so an answer is replaced, never doubled. */
interface StoredResponse {
  _id: string;
  userId: string;
  questionId: string;
  /** The question as the client saw it when answering. */
  question: string;
  answer: string;
  originalQuestionId?: string;
  firstAnsweredAt: Date;
  answeredAt: Date;
}

export interface ClientResponse {
  questionId: string;
  question: string;
  answer: string;
}

export interface AnswerToSave extends ClientResponse {
  originalQuestionId?: string | undefined;
}

/**
 * The clients' assessment answers, one document per client and question: a re-sent answer
 * replaces the earlier one in one atomic upsert (no positional array updates, DESIGN §9) and
 * keeps its place in the list.
 */
export class ClientResponseRepository {
  private readonly col: Collection<StoredResponse>;

  constructor(db: Db) {
    this.col = db.collection('client_responses');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ userId: 1, firstAnsweredAt: 1 });
  }

  async saveAnswer(userId: string, a: AnswerToSave, at: Date): Promise<void> {
    await this.col.updateOne(
      { _id: `${userId}:${a.questionId}` },
      {
        $set: {
          userId,
          questionId: a.questionId,
          question: a.question,
          answer: a.answer,
          answeredAt: at,
          ...(a.originalQuestionId ? { originalQuestionId: a.originalQuestionId } : {}),
        },
        $setOnInsert: { firstAnsweredAt: at },
      },
      { upsert: true },
    );
  }

  /** The question text the client last saw for this question, if they answered it before. */
  async findAnswer(userId: string, questionId: string): Promise<ClientResponse | null> {
    const doc = await this.col.findOne({ _id: `${userId}:${questionId}` });
    return doc && { questionId: doc.questionId, question: doc.question, answer: doc.answer };
  }

  /** In the order the client first answered them. */
  async listForClient(userId: string): Promise<ClientResponse[]> {
    const docs = await this.col.find({ userId }).sort({ firstAnsweredAt: 1, _id: 1 }).toArray();
    return docs.map((d) => ({ questionId: d.questionId, question: d.question, answer: d.answer }));
  }

  /** Every answer as stored (with its times), for the client's export. */
  async exportForClient(userId: string) {
    return this.col.find({ userId }).sort({ firstAnsweredAt: 1, _id: 1 }).toArray();
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteMany({ userId })).deletedCount;
  }
}
