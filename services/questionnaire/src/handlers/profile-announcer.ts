import type { TherapistReviewStatus } from '@rapport/contracts';
import type { EventBus, RequestContext } from '@rapport/kit';
import { directoryEntry } from '../domain/directory-entry';
import { toDirectorySource, type ProfileDoc } from '../store/therapist-profile.repository';

/**
 * Publishes `event.therapist.profile-updated` after every change of a placed profile, and
 * `event.therapist.review-decided` after every review decision, so the directory copies in
 * client-profile, matchmaker and contact stay current (and list only approved therapists).
 */
export class ProfileAnnouncer {
  constructor(
    private readonly events: EventBus,
    private readonly demoDomain: string,
  ) {}

  async announce(profile: ProfileDoc, ctx: RequestContext): Promise<void> {
    const entry = directoryEntry(toDirectorySource(profile), this.demoDomain);
    if (!entry) {
      ctx.log.debug({ therapistId: profile._id }, 'profile not placed yet; not in the directory');
      return;
    }
    await this.events.publish('event.therapist.profile-updated', entry);
    ctx.log.info(
      { therapistId: profile._id, specialty: entry.specialty },
      'directory entry published',
    );
  }

  /**
   * The id is derived from the decision, so a retried publish of the same decision is
   * deduplicated by JetStream; an admin who retries a failed call publishes it again.
   */
  async announceReview(
    therapistId: string,
    status: TherapistReviewStatus,
    decidedAt: Date,
    ctx: RequestContext,
  ): Promise<void> {
    const at = decidedAt.toISOString();
    await this.events.publish(
      'event.therapist.review-decided',
      { therapistId, status, decidedAt: at },
      `review:${therapistId}:${status}:${at}`,
    );
    ctx.log.info({ therapistId, status }, 'review decision published');
  }
}
