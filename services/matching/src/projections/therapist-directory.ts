import type { Collection, Db } from 'mongodb';
import type { EventPayload } from '@rapport/contracts';
import { therapistPositionFromProfile, type TherapistPosition } from '..';
import type { EventBus } from '@rapport/kit';

type ProfileUpdated = EventPayload<'event.therapist.profile-updated'>;
interface DirectoryEntry extends ProfileUpdated {
  _id: string;
  updatedAt: Date;
}

/**
 * A service's own copy of the therapist directory, kept from `event.therapist.profile-updated`
 * (client-profile and matchmaker match against it; neither reads questionnaire's database).
 */
export class TherapistDirectory {
  private readonly col: Collection<DirectoryEntry>;

  constructor(db: Db) {
    this.col = db.collection('therapist_directory');
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndex({ name: 1 });
  }

  async applyProfileUpdate(profile: ProfileUpdated): Promise<void> {
    await this.col.updateOne(
      { _id: profile.therapistId },
      { $set: { ...profile, updatedAt: new Date() } },
      { upsert: true },
    );
  }

  /** Every therapist, in a stable order (by id) so rankings never depend on storage order. */
  async listPositions(): Promise<TherapistPosition[]> {
    const docs = await this.col.find({}).sort({ _id: 1 }).toArray();
    return docs.map((d) => therapistPositionFromProfile(d));
  }

  async count(): Promise<number> {
    return this.col.countDocuments({});
  }

  /** Starts the durable consumer that keeps this copy current. */
  follow(events: EventBus): Promise<void> {
    return events.subscribe('therapist-directory', 'event.therapist.profile-updated', (data) =>
      this.applyProfileUpdate(data),
    );
  }
}
