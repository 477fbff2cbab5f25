import type { EventPayload } from '@rapport/contracts';
import { themesInText } from './themes';
import type { TherapistPosition } from './types';

type TherapistProfileUpdated = EventPayload<'event.therapist.profile-updated'>;

/**
 * A directory entry from the therapist's profile event. The event carries no theme list, so
 * themes are read from the specialty and tags ('Grief & bereavement' → grief).
 */
export function therapistPositionFromProfile(p: TherapistProfileUpdated): TherapistPosition {
  return {
    id: p.therapistId,
    name: p.name,
    specialty: p.specialty,
    experience: p.experience,
    style: p.style,
    tags: [...p.tags],
    dimensions: { ...p.dimensions },
    themes: themesInText([p.specialty, ...p.tags]),
  };
}
