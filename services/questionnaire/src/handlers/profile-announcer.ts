import type { EventBus, RequestContext } from '@rapport/kit';
import { directoryEntry } from '../domain/directory-entry';
import { toDirectorySource, type ProfileDoc } from '../store/therapist-profile.repository';

/**
 * Publishes `event.therapist.profile-updated` after every change of a placed profile, so the
 * directory copies in client-profile and matchmaker stay current.
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
}
