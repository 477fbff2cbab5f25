import type { Collection, Db, Filter } from 'mongodb';
import type { EventPayload, TherapistReviewStatus } from '@rapport/contracts';
import type { ErasedUsers, EventBus } from '@rapport/kit';
import { therapistPositionFromProfile } from '../therapist-position';
import type { TherapistPosition } from '../types';

type ProfileUpdated = EventPayload<'event.therapist.profile-updated'>;
type ReviewDecided = EventPayload<'event.therapist.review-decided'>;

/**
 * One therapist as the directory keeps them. The profile fields come from profile-updated,
 * the status from review-decided; either may arrive first (an admin can decide on a profile
 * before the questionnaire placed it), so both are optional until both have arrived.
 */
interface DirectoryEntry extends Partial<ProfileUpdated> {
  _id: string;
  /** Absent until an admin decided: pending. */
  status?: TherapistReviewStatus;
  statusAt?: string;
  updatedAt: Date;
}

/** Entries a client may be shown: approved, and placed on the matching dimensions. */
const listable: Filter<DirectoryEntry> = { status: 'approved', therapistId: { $exists: true } };

/** The events the directory follows, in one durable consumer so they apply in stream order. */
export const DIRECTORY_EVENTS = [
  'event.therapist.profile-updated',
  'event.therapist.review-decided',
] as const;

/**
 * A service's own copy of the therapist directory, kept from questionnaire's events
 * (client-profile and matchmaker read it; neither reads questionnaire's database).
 * Only approved therapists are recommended or listed to clients: a new profile is pending.
 */
export class TherapistDirectory {
  private readonly col: Collection<DirectoryEntry>;

  constructor(db: Db) {
    this.col = db.collection('therapist_directory');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ status: 1 });
  }

  async applyProfileUpdate(profile: ProfileUpdated): Promise<void> {
    await this.col.updateOne(
      { _id: profile.therapistId },
      { $set: { ...profile, updatedAt: new Date() } },
      { upsert: true },
    );
  }

  async applyReview(review: ReviewDecided): Promise<void> {
    await this.col.updateOne(
      { _id: review.therapistId },
      { $set: { status: review.status, statusAt: review.decidedAt, updatedAt: new Date() } },
      { upsert: true },
    );
  }

  /**
   * The approved therapists, in a stable order (by id) so rankings never depend on storage
   * order: what clients are recommended and shown.
   */
  async listApproved(): Promise<TherapistPosition[]> {
    const docs = await this.col.find(listable).sort({ _id: 1 }).toArray();
    return docs.map(toPosition);
  }

  /**
   * Therapists by id whatever their status (a therapist a client passed on may have been
   * withdrawn since; their way of working still says what the client did not want).
   */
  async findPositions(ids: readonly string[]): Promise<TherapistPosition[]> {
    if (ids.length === 0) return [];
    const docs = await this.col
      .find({ _id: { $in: [...ids] }, therapistId: { $exists: true } })
      .toArray();
    return docs.map(toPosition);
  }

  /** A deleted therapist leaves the directory: never recommended or listed again. */
  async remove(therapistId: string): Promise<number> {
    return (await this.col.deleteOne({ _id: therapistId })).deletedCount;
  }

  /**
   * Starts the durable consumer that keeps this copy current. With `erased`, events of a
   * therapist whose account was deleted are ignored (handled late, they would bring them back).
   */
  follow(events: EventBus, erased?: Pick<ErasedUsers, 'has'>): Promise<void> {
    // A consumer of its own (not the former profile-only 'therapist-directory'): it reads
    // the stream from the start, so a copy kept before reviews existed learns every status.
    return events.subscribeAll('vetted-directory', DIRECTORY_EVENTS, async (event) => {
      if (await erased?.has(event.data.therapistId)) return;
      if (event.name === 'event.therapist.review-decided') await this.applyReview(event.data);
      else await this.applyProfileUpdate(event.data);
    });
  }
}

function toPosition(d: DirectoryEntry): TherapistPosition {
  // `listable` and `findPositions` select entries with a profile: its fields are all there.
  return therapistPositionFromProfile(d as DirectoryEntry & ProfileUpdated);
}
