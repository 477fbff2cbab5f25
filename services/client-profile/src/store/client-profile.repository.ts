import { MongoServerError, type Collection, type Db } from 'mongodb';
import type { AnalysisResults, MatchingDimensions, Recommendation } from '@rapport/contracts';

/** Who the profile belongs to, as the account says. */
export interface ClientIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

/** One client's profile; `_id` is the user id. Answers live in client_responses. */
export interface StoredClientProfile extends ClientIdentity {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
  analysisResults?: AnalysisResults;
  personalityProfile?: string;
  dimensions?: MatchingDimensions;
  /** The recommendation the last analysis answered, as the client saw it. */
  lastRecommendation?: Recommendation | null;
}

const DUPLICATE_KEY = 11000;

/** Client profiles; every query is by the owner's user id. */
export class ClientProfileRepository {
  private readonly col: Collection<StoredClientProfile>;

  constructor(db: Db) {
    this.col = db.collection('client_profiles');
  }

  /** `_id` is the user id: unique without another index. */
  async ensureIndexes(): Promise<void> {}

  /** Creates the profile on the client's first answer (or just marks it updated). */
  async ensureProfile(userId: string, identity: ClientIdentity, at: Date): Promise<void> {
    const upsert = () =>
      this.col.updateOne(
        { _id: userId },
        { $setOnInsert: { ...identity, createdAt: at }, $set: { updatedAt: at } },
        { upsert: true },
      );
    try {
      await upsert();
    } catch (err) {
      // Two first answers raced and the other one created the profile: update it instead.
      if (!(err instanceof MongoServerError && err.code === DUPLICATE_KEY)) throw err;
      await upsert();
    }
  }

  async findProfile(userId: string): Promise<StoredClientProfile | null> {
    return this.col.findOne({ _id: userId });
  }

  async recordAnalysis(
    userId: string,
    result: {
      analysisResults: AnalysisResults;
      dimensions: MatchingDimensions;
      lastRecommendation: Recommendation | null;
    },
    at: Date,
  ): Promise<void> {
    await this.col.updateOne({ _id: userId }, { $set: { ...result, updatedAt: at } });
  }

  async recordPersonality(
    userId: string,
    result: {
      personalityProfile: string;
      analysisResults: AnalysisResults;
      dimensions: MatchingDimensions;
    },
    at: Date,
  ): Promise<StoredClientProfile | null> {
    return this.col.findOneAndUpdate(
      { _id: userId },
      { $set: { ...result, updatedAt: at } },
      { returnDocument: 'after' },
    );
  }

  /** The account's names and email, once the registration event arrives. */
  async applyIdentity(userId: string, identity: ClientIdentity): Promise<void> {
    await this.col.updateOne({ _id: userId }, { $set: identity });
  }
}
