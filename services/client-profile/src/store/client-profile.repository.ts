import { isDuplicateKey } from '@rapport/kit';
import { type Collection, type Db } from 'mongodb';
import type {
  AnalysisResults,
  KeptMatch,
  MatchingDimensions,
  MatchPassReason,
  Recommendation,
} from '@rapport/contracts';
import type { ClientPreferences } from '@rapport/matching';
import type { HasOutbox, Outbox, OutboxEntry } from '@rapport/kit';

/** A therapist the client passed on: kept for good, it down-weights similar therapists. */
export interface StoredPass {
  therapistId: string;
  reason: MatchPassReason;
  at: Date;
}

/** Who the profile belongs to, as the account says. */
export interface ClientIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

/** One client's profile; `_id` is the user id. Answers live in client_responses. */
export interface StoredClientProfile extends ClientIdentity, HasOutbox {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
  analysisResults?: AnalysisResults;
  personalityProfile?: string;
  dimensions?: MatchingDimensions;
  /** The recommendation the last analysis answered (profiles from before `match` existed). */
  lastRecommendation?: Recommendation | null;
  /** Where the last analysis placed the client: what 'Try Another Match' ranks with. */
  preferences?: ClientPreferences;
  /** The match kept for the dashboard; absent until a therapist was recommended. */
  match?: KeptMatch;
  /** Every therapist ever passed on, over all assessments, oldest first. */
  passHistory?: StoredPass[];
  /** When the written assessment was last analysed. */
  analysedAt?: Date;
}

/** Client profiles; every query is by the owner's user id. */
export class ClientProfileRepository {
  private readonly col: Collection<StoredClientProfile>;

  constructor(db: Db) {
    this.col = db.collection('client_profiles');
  }

  /** The outbox of the profiles: publishes `event.client.profile-updated` stored with each change. */
  trackOutbox(outbox: Outbox) {
    return outbox.track(this.col);
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
      if (!isDuplicateKey(err)) throw err;
      await upsert();
    }
  }

  async findProfile(userId: string): Promise<StoredClientProfile | null> {
    return this.col.findOne({ _id: userId });
  }

  /**
   * The assessment's outcome: a new analysis starts a new match (nothing passed on yet in
   * it); the pass history stays. No recommendation (an empty directory) clears the match.
   */
  async recordAnalysis(
    userId: string,
    result: {
      analysisResults: AnalysisResults;
      dimensions: MatchingDimensions;
      preferences: ClientPreferences;
      lastRecommendation: Recommendation | null;
      match: KeptMatch | null;
    },
    at: Date,
    event: OutboxEntry,
  ): Promise<void> {
    const { match, ...rest } = result;
    await this.col.updateOne(
      { _id: userId },
      {
        $set: { ...rest, ...(match ? { match } : {}), analysedAt: at, updatedAt: at },
        $push: { outbox: event },
        ...(match ? {} : { $unset: { match: '' as const } }),
      },
    );
  }

  /**
   * 'Try Another Match': the new match and the pass that led to it. Two clicks at the same
   * moment both land (the later match wins, the history may list the pass twice); nothing
   * is lost and the next suggestion still leaves out every therapist passed on.
   */
  async recordNextMatch(userId: string, match: KeptMatch, pass: StoredPass, at: Date) {
    return this.col.findOneAndUpdate(
      { _id: userId },
      { $set: { match, updatedAt: at }, $push: { passHistory: pass } },
      { returnDocument: 'after' },
    );
  }

  /** For the admin's counts: clients who started the assessment, and who completed it. */
  async countAssessments(): Promise<{ started: number; completed: number }> {
    const [started, completed] = await Promise.all([
      this.col.countDocuments({}),
      this.col.countDocuments({ lastRecommendation: { $exists: true } }),
    ]);
    return { started, completed };
  }

  async recordPersonality(
    userId: string,
    result: {
      personalityProfile: string;
      analysisResults: AnalysisResults;
      dimensions: MatchingDimensions;
    },
    at: Date,
    event: OutboxEntry,
  ): Promise<StoredClientProfile | null> {
    return this.col.findOneAndUpdate(
      { _id: userId },
      { $set: { ...result, updatedAt: at }, $push: { outbox: event } },
      { returnDocument: 'after' },
    );
  }

  /**
   * The account's names and email, once the registration event arrives. Most registrations
   * come before the client's first answer, so there is no profile yet: looked up first,
   * because concurrent updates (even of nothing) queue on FerretDB's lock, lookups do not.
   */
  async applyIdentity(userId: string, identity: ClientIdentity): Promise<void> {
    if ((await this.col.countDocuments({ _id: userId }, { limit: 1 })) === 0) return;
    await this.col.updateOne({ _id: userId }, { $set: identity });
  }

  /** The profile as stored, for the client's export (without pending events). */
  async exportProfile(userId: string) {
    const doc = await this.col.findOne({ _id: userId }, { projection: { outbox: 0 } });
    return doc;
  }

  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteOne({ _id: userId })).deletedCount;
  }

  /**
   * A deleted therapist leaves every kept recommendation: a match on them is dropped (the
   * client asks for a new one), and they leave the alternatives and pass history. Answers
   * how many profiles changed.
   */
  async forgetTherapist(therapistId: string): Promise<number> {
    const docs = await this.col
      .find({
        $or: [
          { 'match.recommendation.therapist.id': therapistId },
          { 'match.recommendation.alternatives.id': therapistId },
          { 'lastRecommendation.therapist.id': therapistId },
          { 'lastRecommendation.alternatives.id': therapistId },
          { 'passHistory.therapistId': therapistId },
        ],
      })
      .toArray();
    for (const doc of docs) {
      const set: Record<string, unknown> = {};
      const unset: Record<string, ''> = {};
      const withoutAlt = <T extends { alternatives: { id: string }[] }>(r: T): T => ({
        ...r,
        alternatives: r.alternatives.filter((a) => a.id !== therapistId),
      });
      if (doc.match) {
        if (doc.match.recommendation.therapist.id === therapistId) unset.match = '';
        else
          set.match = {
            ...doc.match,
            recommendation: withoutAlt(doc.match.recommendation),
            passed: doc.match.passed.filter((p) => p.therapistId !== therapistId),
          };
      }
      if (doc.lastRecommendation) {
        if (doc.lastRecommendation.therapist.id === therapistId) set.lastRecommendation = null;
        else set.lastRecommendation = withoutAlt(doc.lastRecommendation);
      }
      if (doc.passHistory)
        set.passHistory = doc.passHistory.filter((p) => p.therapistId !== therapistId);
      await this.col.updateOne(
        { _id: doc._id },
        {
          ...(Object.keys(set).length ? { $set: set } : {}),
          ...(Object.keys(unset).length ? { $unset: unset } : {}),
        },
      );
    }
    return docs.length;
  }
}
