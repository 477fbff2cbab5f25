import type { Collection, Db } from 'mongodb';
import type { TherapistReviewStatus } from '@rapport/contracts';
import type { ErasedUsers, EventBus } from '@rapport/kit';

/** What contact needs of a therapist: the name clients see, and whether an admin approved them. */
interface TherapistStatus {
  _id: string;
  name?: string;
  /** Absent until an admin decided: pending. */
  status?: TherapistReviewStatus;
}

export interface ApprovedTherapist {
  id: string;
  name: string;
}

/**
 * Contact's own copy of which therapists may receive first-session requests, kept from
 * questionnaire's events (the directory's names and review decisions) in one durable consumer,
 * so they apply in stream order. Only the name and status: contact has no use for the
 * matching model's copy of the directory.
 */
export class TherapistStatuses {
  private readonly col: Collection<TherapistStatus>;

  constructor(db: Db) {
    this.col = db.collection('therapist_statuses');
  }

  async ensureIndexes(): Promise<void> {}

  /** The therapist when approved and placed in the directory; null otherwise. */
  async findApproved(therapistId: string): Promise<ApprovedTherapist | null> {
    const doc = await this.col.findOne({
      _id: therapistId,
      status: 'approved',
      name: { $exists: true },
    });
    return doc?.name ? { id: doc._id, name: doc.name } : null;
  }

  async exportFor(therapistId: string) {
    return this.col.findOne({ _id: therapistId });
  }

  /** A deleted therapist can no longer receive requests. */
  async remove(therapistId: string): Promise<number> {
    return (await this.col.deleteOne({ _id: therapistId })).deletedCount;
  }

  /** With `erased`: events of a therapist deleted since are ignored (a late delivery). */
  follow(events: EventBus, erased?: Pick<ErasedUsers, 'has'>): Promise<void> {
    return events.subscribeAll(
      'therapist-statuses',
      ['event.therapist.profile-updated', 'event.therapist.review-decided'],
      async (event) => {
        const { therapistId } = event.data;
        if (await erased?.has(therapistId)) return;
        const set =
          event.name === 'event.therapist.review-decided'
            ? { status: event.data.status }
            : { name: event.data.name };
        await this.col.updateOne({ _id: therapistId }, { $set: set }, { upsert: true });
      },
    );
  }
}
