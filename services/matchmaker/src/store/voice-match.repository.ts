import { MongoServerError, type Collection, type Db } from 'mongodb';

/** A voice session that ended in a match; `_id` is the session id, so a repeat is one match. */
interface StoredVoiceMatch {
  _id: string;
  userId: string;
  therapistId: string;
  matchScore: number;
  at: Date;
}

const DUPLICATE_KEY = 11000;

/** The matches voice sessions ended in ('Find My Therapist'), for the admin's counts. */
export class VoiceMatchRepository {
  private readonly col: Collection<StoredVoiceMatch>;

  constructor(db: Db) {
    this.col = db.collection('voice_matches');
  }

  async ensureIndexes(): Promise<void> {}

  /** The first match of a session is kept; finalising it again changes nothing. */
  async recordMatch(match: Omit<StoredVoiceMatch, '_id'> & { sessionId: string }): Promise<void> {
    const { sessionId, ...rest } = match;
    try {
      await this.col.insertOne({ _id: sessionId, ...rest });
    } catch (err) {
      if (!(err instanceof MongoServerError && err.code === DUPLICATE_KEY)) throw err;
    }
  }

  async countAll(): Promise<number> {
    return this.col.countDocuments({});
  }
}
