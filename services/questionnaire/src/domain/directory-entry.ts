import type { EventPayload, MatchingDimensions } from '@rapport/contracts';
import { fullName } from './names';

type ProfileUpdated = EventPayload<'event.therapist.profile-updated'>;

/** When neither the therapist nor the questionnaire named a specialty. */
export const DEFAULT_SPECIALTY = 'General counselling';
/** When the questionnaire gave no style line (a profile placed before styles were kept). */
export const DEFAULT_STYLE = 'Balanced and adaptable';

/** What the directory needs from a stored profile. */
export interface DirectorySource {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  experience: number;
  /** The therapist's own specialty (may have been edited). */
  specialty?: string | undefined;
  /** The questionnaire's reading, kept for when the therapist clears their own. */
  generatedSpecialty?: string | undefined;
  style?: string | undefined;
  tags?: string[] | undefined;
  dimensions?: MatchingDimensions | undefined;
  userFriendlyDescription?: string | undefined;
}

/** True for the seed's demo accounts (`demo.ana@therapists.rapport.app`). */
export function isDemoEmail(email: string, demoDomain: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${demoDomain.toLowerCase()}`);
}

/**
 * The `event.therapist.profile-updated` payload for a profile, or null while the therapist
 * has no place on the matching dimensions: until the questionnaire is submitted there is
 * nothing to match a client against, so the profile stays out of the directory.
 */
export function directoryEntry(p: DirectorySource, demoDomain: string): ProfileUpdated | null {
  if (!p.dimensions) return null;
  const description = p.userFriendlyDescription?.trim();
  return {
    therapistId: p.userId,
    name: fullName(p),
    specialty: p.specialty?.trim() || p.generatedSpecialty?.trim() || DEFAULT_SPECIALTY,
    experience: p.experience,
    style: p.style?.trim() || DEFAULT_STYLE,
    tags: p.tags ?? [],
    dimensions: p.dimensions,
    ...(description ? { description } : {}),
    ...(isDemoEmail(p.email, demoDomain) ? { seed: true } : {}),
  };
}
