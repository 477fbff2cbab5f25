import { type Collection, type Db } from 'mongodb';
import { deleteInBatches, isDuplicateKey } from '@rapport/kit';
import type {
  InferredQa,
  QaEntry,
  VoiceSession,
  VoiceSessionState,
  VoiceSessionSummary,
} from '@rapport/contracts';

/** Inferred answers are stored as a list: question ids are not safe as field names everywhere. */
interface StoredInferred extends InferredQa {
  questionId: string;
}

interface StoredVoiceSession {
  _id: string;
  ownerId: string;
  previousQA: QaEntry[];
  inferred: StoredInferred[];
  inferredQuestions: string[];
  sessionState: VoiceSessionState;
  hasAnnouncedReady: boolean;
  matchButtonOpacity: number;
  canTriggerMatch: boolean;
  previousInferredCount: number;
  currentQuestionReason: string;
  questionCount: number;
  inferredCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The owner is part of every query: a filter without the caller's id does not compile. */
type OwnerFilter = { ownerId: string; _id?: string };

function toVoiceSession(doc: StoredVoiceSession): VoiceSession {
  return {
    sessionId: doc._id,
    previousQA: doc.previousQA,
    inferredQAs: Object.fromEntries(
      doc.inferred.map(({ questionId, ...qa }) => [questionId, qa] as const),
    ),
    inferredQuestions: doc.inferredQuestions,
    sessionState: doc.sessionState,
    hasAnnouncedReady: doc.hasAnnouncedReady,
    matchButtonOpacity: doc.matchButtonOpacity,
    canTriggerMatch: doc.canTriggerMatch,
    previousInferredCount: doc.previousInferredCount,
    currentQuestionReason: doc.currentQuestionReason,
  };
}

/** Saved voice sessions ('Continue Conversation'), one document per session, per owner. */
export class VoiceSessionRepository {
  private readonly col: Collection<StoredVoiceSession>;

  constructor(db: Db) {
    this.col = db.collection('voice_sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ ownerId: 1, updatedAt: -1 });
  }

  /** Newest first. */
  async listForOwner(ownerId: string): Promise<VoiceSessionSummary[]> {
    const docs = await this.col
      .find({ ownerId } satisfies OwnerFilter, {
        projection: { updatedAt: 1, questionCount: 1, inferredCount: 1 },
      })
      .sort({ updatedAt: -1, _id: 1 })
      .toArray();
    return docs.map((d) => ({
      sessionId: d._id,
      updatedAt: d.updatedAt.toISOString(),
      questionCount: d.questionCount,
      inferredCount: d.inferredCount,
    }));
  }

  async findForOwner(ownerId: string, sessionId: string): Promise<VoiceSession | null> {
    const doc = await this.col.findOne({ ownerId, _id: sessionId } satisfies OwnerFilter);
    return doc ? toVoiceSession(doc) : null;
  }

  /**
   * Creates or replaces the owner's session. False when the id belongs to someone else:
   * the upsert then collides with their document instead of taking it over.
   */
  async saveForOwner(
    ownerId: string,
    sessionId: string,
    session: VoiceSession,
    now: Date,
  ): Promise<boolean> {
    const inferred = Object.entries(session.inferredQAs).map(([questionId, qa]) => ({
      questionId,
      ...qa,
    }));
    const inferredQuestions = [
      ...new Set([...session.inferredQuestions, ...Object.keys(session.inferredQAs)]),
    ];
    try {
      await this.col.updateOne(
        { ownerId, _id: sessionId } satisfies OwnerFilter,
        {
          $set: {
            previousQA: session.previousQA,
            inferred,
            inferredQuestions,
            sessionState: session.sessionState,
            hasAnnouncedReady: session.hasAnnouncedReady,
            matchButtonOpacity: session.matchButtonOpacity,
            canTriggerMatch: session.canTriggerMatch,
            previousInferredCount: session.previousInferredCount,
            currentQuestionReason: session.currentQuestionReason,
            questionCount: session.previousQA.length,
            inferredCount: Math.max(inferredQuestions.length, session.previousInferredCount),
            updatedAt: now,
          },
          $setOnInsert: { createdAt: now },
        },
        { upsert: true },
      );
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** Every saved session, for the admin's counts. */
  async countAll(): Promise<number> {
    return this.col.countDocuments({});
  }

  /** Every saved session of the owner, with its transcript, as stored: for their export. */
  async exportForOwner(ownerId: string) {
    const docs = await this.col
      .find({ ownerId } satisfies OwnerFilter)
      .sort({ createdAt: 1 })
      .toArray();
    return docs.map((d) => ({
      ...toVoiceSession(d),
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    }));
  }

  async idsForOwner(ownerId: string): Promise<string[]> {
    const docs = await this.col
      .find({ ownerId } satisfies OwnerFilter, { projection: { _id: 1 } })
      .toArray();
    return docs.map((d) => d._id);
  }

  async eraseOwner(ownerId: string): Promise<number> {
    return (await this.col.deleteMany({ ownerId } satisfies OwnerFilter)).deletedCount;
  }

  /** Retention: sessions not updated since `cutoff`, in batches. */
  async deleteUpdatedBefore(cutoff: Date): Promise<number> {
    return deleteInBatches(this.col, { updatedAt: { $lt: cutoff } });
  }
}
