import { type Collection, type Db } from 'mongodb';
import {
  deleteInBatches,
  pendingEvent,
  type CollectionOutbox,
  type HasOutbox,
  type Outbox,
  isDuplicateKey,
} from '@rapport/kit';

/** A voice session that ended in a match; `_id` is the session id, so a repeat is one match. */
interface StoredVoiceMatch extends HasOutbox {
  _id: string;
  userId: string;
  therapistId: string;
  matchScore: number;
  at: Date;
}

/** The matches voice sessions ended in ('Find My Therapist'), for the admin's counts. */
export class VoiceMatchRepository {
  private readonly col: Collection<StoredVoiceMatch>;

  constructor(db: Db) {
    this.col = db.collection('voice_matches');
  }

  async ensureIndexes(): Promise<void> {}

  /** The outbox of the matches: publishes `event.voice-session.finalized` stored with each. */
  trackOutbox(outbox: Outbox): CollectionOutbox {
    return outbox.track(this.col);
  }

  /**
   * The first match of a session is kept, with its `event.voice-session.finalized` in the
   * same insert; finalising it again changes nothing.
   */
  async recordMatch(
    match: Omit<StoredVoiceMatch, '_id' | 'outbox'> & { sessionId: string },
  ): Promise<void> {
    const { sessionId, ...rest } = match;
    const event = pendingEvent(
      'event.voice-session.finalized',
      {
        sessionId,
        userId: rest.userId,
        therapistId: rest.therapistId,
        matchScore: rest.matchScore,
      },
      `voice-session.finalized:${sessionId}`,
      rest.at,
    );
    try {
      await this.col.insertOne({ _id: sessionId, ...rest, outbox: [event] });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  async countAll(): Promise<number> {
    return this.col.countDocuments({});
  }

  /** The matches the user's voice sessions ended in: for their export. */
  async exportFor(userId: string) {
    return this.col.find({ userId }, { projection: { outbox: 0 } }).toArray();
  }

  /** The user's matches; a deleted therapist's matches go too (they named that therapist). */
  async eraseUser(userId: string): Promise<number> {
    return (await this.col.deleteMany({ $or: [{ userId }, { therapistId: userId }] })).deletedCount;
  }

  /** Retention: matches of sessions past retention go with them. */
  async deleteBefore(cutoff: Date): Promise<number> {
    return deleteInBatches(this.col, { at: { $lt: cutoff } });
  }
}
