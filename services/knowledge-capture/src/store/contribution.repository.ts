import { ObjectId, type Collection, type Db } from 'mongodb';
import type { Contribution, PreviousInput } from '@rapport/contracts';
import type { CollectionOutbox, HasOutbox, Outbox, OutboxEntry } from '@rapport/kit';
import type { ContributionContent } from '../domain/contribution-rules';
import type { ExpertName } from '../domain/experts';

interface StoredContribution extends ContributionContent, HasOutbox {
  _id: ObjectId;
  therapistName: ExpertName;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC), as the screens show it. */
  timestamp: string;
  createdAt: Date;
  lastEdited?: Date;
  /** Kept with every write so the history list needs no arrays. */
  questionCount: number;
  insightCount: number;
}

/** The owner is part of every query: a filter without the expert's name does not compile. */
type ExpertFilter = { _id?: ObjectId; therapistName: ExpertName };

function toContribution(doc: StoredContribution): Contribution {
  return {
    id: doc._id.toHexString(),
    therapistName: doc.therapistName,
    timestamp: doc.timestamp,
    ...(doc.lastEdited ? { lastEdited: doc.lastEdited.toISOString() } : {}),
    summary: doc.summary,
    questions: doc.questions,
    analysis: doc.analysis,
    deletedQuestionIds: doc.deletedQuestionIds,
    deletedInsightIds: doc.deletedInsightIds,
  };
}

const counts = (c: ContributionContent) => ({
  questionCount: c.questions.length,
  insightCount: c.analysis.length,
});

/** The experts' contributions, one document each. */
export class ContributionRepository {
  private readonly col: Collection<StoredContribution>;

  constructor(db: Db) {
    this.col = db.collection('contributions');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ therapistName: 1, createdAt: -1 });
  }

  /** The expert's contribution with this id; null for an id that cannot exist. */
  private byId(expert: ExpertName, id: string): ExpertFilter | null {
    return ObjectId.isValid(id) && id.length === 24
      ? { _id: new ObjectId(id), therapistName: expert }
      : null;
  }

  /** The outbox of the contributions: publishes the events stored with saves and edits. */
  trackOutbox(outbox: Outbox): CollectionOutbox {
    const tracked = outbox.track(this.col);
    return { flush: (id) => tracked.flush(new ObjectId(String(id))) };
  }

  /** Inserts the contribution together with the event announcing it (`announce`). */
  async recordContribution(
    expert: ExpertName,
    content: ContributionContent,
    at: { timestamp: string; createdAt: Date },
    announce: (saved: Contribution) => OutboxEntry,
  ): Promise<Contribution> {
    const doc: StoredContribution = {
      _id: new ObjectId(),
      therapistName: expert,
      ...at,
      ...content,
      ...counts(content),
    };
    const saved = toContribution(doc);
    doc.outbox = [announce(saved)];
    await this.col.insertOne(doc);
    return saved;
  }

  /** 'Previous Contributions': newest first. */
  async listForExpert(expert: ExpertName): Promise<PreviousInput[]> {
    const docs = await this.col
      .find({ therapistName: expert } satisfies ExpertFilter, {
        projection: { timestamp: 1, summary: 1, questionCount: 1, insightCount: 1 },
      })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    return docs.map((d) => ({
      id: d._id.toHexString(),
      timestamp: d.timestamp,
      summary: d.summary,
      questionCount: d.questionCount,
      insightCount: d.insightCount,
    }));
  }

  async findContribution(expert: ExpertName, id: string): Promise<Contribution | null> {
    const filter = this.byId(expert, id);
    if (!filter) return null;
    const doc = await this.col.findOne(filter);
    return doc ? toContribution(doc) : null;
  }

  /** For 'To Insight', which names the contribution but not its expert. */
  async contributionExists(id: string): Promise<boolean> {
    if (!ObjectId.isValid(id) || id.length !== 24) return false;
    return (await this.col.countDocuments({ _id: new ObjectId(id) }, { limit: 1 })) > 0;
  }

  /** Replaces the editable content and marks the contribution edited; null when it does not exist. */
  async saveEdits(
    expert: ExpertName,
    id: string,
    content: ContributionContent,
    editedAt: Date,
    event: OutboxEntry,
  ): Promise<Contribution | null> {
    const filter = this.byId(expert, id);
    if (!filter) return null;
    const doc = await this.col.findOneAndUpdate(
      filter,
      {
        $set: { ...content, ...counts(content), lastEdited: editedAt },
        $push: { outbox: event },
      },
      { returnDocument: 'after' },
    );
    return doc ? toContribution(doc) : null;
  }
}
