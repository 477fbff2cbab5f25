import type { EventName, TherapistReviewStatus } from '@rapport/contracts';
import type { CollectionOutbox, RequestContext, SnapshotRenderer } from '@rapport/kit';
import { directoryEntry } from '../domain/directory-entry';
import { toDirectorySource, type ProfileDoc } from '../store/therapist-profile.repository';

/**
 * The data of `event.therapist.profile-updated`: the profile's directory entry as it is when
 * the event is published; null (nothing published) for a profile not placed yet.
 */
export function directoryRenderer(demoDomain: string): SnapshotRenderer<ProfileDoc> {
  return (profile: ProfileDoc, name: EventName) =>
    name === 'event.therapist.profile-updated'
      ? (directoryEntry(toDirectorySource(profile), demoDomain) ?? null)
      : null;
}

/**
 * Publishes `event.therapist.profile-updated` after every change of a placed profile, and
 * `event.therapist.review-decided` after every review decision, so the directory copies in
 * client-profile, matchmaker and contact stay current (and list only approved therapists).
 * The repository stores both events in the profile's own write; this publishes them right
 * after it, and the outbox relay does when NATS was away.
 */
export class ProfileAnnouncer {
  constructor(private readonly outbox: CollectionOutbox) {}

  async announce(profile: ProfileDoc, ctx: RequestContext): Promise<void> {
    const published = await this.outbox.flush(profile._id);
    ctx.log.info({ therapistId: profile._id, published }, 'directory entry announced');
  }

  async announceReview(
    therapistId: string,
    status: TherapistReviewStatus,
    ctx: RequestContext,
  ): Promise<void> {
    await this.outbox.flush(therapistId);
    ctx.log.info({ therapistId, status }, 'review decision announced');
  }
}
