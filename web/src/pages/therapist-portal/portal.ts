/**
 * The portal's decisions (spec §2 "Therapist portal", §5 "Therapist profile edit", §6),
 * free of React.
 */
import type { StoredResponse, TherapistProfile } from '@rapport/contracts';
import { limits } from '@rapport/contracts/constants';
import type { ProfileInput } from '../therapist-questionnaire/submit';
import { containsLetter } from '../names';
import { text } from '../therapist-questionnaire/messages';

interface Named {
  firstName: string;
  lastName: string;
}

export function fullName(user: Named | null | undefined): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/** '/{firstname}' when the first name is one of the experts' (case-insensitive), else null. */
export function insightsPlatformPath(
  firstName: string | undefined,
  experts: readonly string[] | undefined,
): string | null {
  const name = (firstName ?? '').trim().toLowerCase();
  if (name === '' || !experts) return null;
  return experts.some((e) => e.trim().toLowerCase() === name) ? `/${name}` : null;
}

/** The profile form as typed. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  specialty: string;
  address: string;
  bio: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

/** The form for a profile, or for a new one filled from the account. */
export function profileToForm(
  profile: TherapistProfile | null | undefined,
  account: (Named & { email: string }) | null,
): ProfileForm {
  return {
    firstName: profile?.firstName ?? account?.firstName ?? '',
    lastName: profile?.lastName ?? account?.lastName ?? '',
    email: profile?.email ?? account?.email ?? '',
    phone: profile?.phone ?? '',
    experience: profile ? String(profile.experience) : '',
    specialty: profile?.specialty ?? '',
    address: profile?.address ?? '',
    bio: profile?.bio ?? '',
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: first name, last name, email and experience (0-70) are required. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if (form.firstName.trim() === '') errors.firstName = text.firstNameRequired;
  else if (!containsLetter(form.firstName)) errors.firstName = text.nameLetters;
  if (form.lastName.trim() === '') errors.lastName = text.lastNameRequired;
  else if (!containsLetter(form.lastName)) errors.lastName = text.nameLetters;
  if (form.email.trim() === '') errors.email = text.emailRequired;
  else if (!emailPattern.test(form.email.trim())) errors.email = text.emailInvalid;
  const raw = form.experience.trim();
  const years = Number(raw);
  const { min, max } = limits.experienceYears;
  if (raw === '') errors.experience = text.experienceRequired;
  else if (!Number.isFinite(years) || years < min || years > max) {
    errors.experience = text.experienceRange;
  }
  return errors;
}

/** The body of PUT/POST /api/therapist-profile/{userId}; call after validation. */
export function formToInput(form: ProfileForm): ProfileInput {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    experience: Number(form.experience.trim()),
    phone: form.phone.trim(),
    specialty: form.specialty.trim(),
    address: form.address.trim(),
    bio: form.bio.trim(),
  };
}

/**
 * The responses whose question, answer or tags contain every word of `query`
 * (case-insensitive), in the order the server lists them.
 */
export function searchResponses(
  responses: readonly StoredResponse[],
  query: string,
): StoredResponse[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return responses.filter((r) => {
    if (words.length === 0) return true;
    const haystack = [r.question, r.answer, ...r.tags].join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** A stored response's date for the list, e.g. 'Mar 4, 2026'. */
export function formatDate(iso: string, locale?: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
