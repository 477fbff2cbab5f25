/** Small display rules of the assessment's results, kept pure for tests. */

/** '1 year of experience', '12 years of experience'. */
export function yearsOfExperience(years: number): string {
  const n = Math.max(0, Math.round(years));
  return `${n} ${n === 1 ? 'year' : 'years'} of experience`;
}

/**
 * A tel: link for a crisis resource whose contact is a phone number ('988',
 * '1-800-273-8255', '+44 116 123'); null for anything else ('Text HOME to 741741').
 */
export function contactHref(contact: string): string | null {
  const trimmed = contact.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^\d+]/g, '');
  return digits.replace(/\+/g, '').length >= 3 ? `tel:${digits}` : null;
}
