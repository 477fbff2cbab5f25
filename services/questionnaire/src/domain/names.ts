/** Titles people type before their name on step 0 ('Dr. Ana Ruiz'); the profile keeps the name. */
const titles = /^(dr|doctor|prof|professor|mr|mrs|ms|mx|miss)\.?$/i;

export interface NameParts {
  firstName: string;
  lastName: string;
}

/**
 * The profile's first and last name from the one name field of the questionnaire: the first
 * word is the first name, the rest the last name ('Ana de la Cruz' → 'Ana' / 'de la Cruz').
 * A single word leaves the last name empty; the screen fills it from the account.
 */
export function splitName(full: string): NameParts {
  const words = full.trim().split(/\s+/).filter(Boolean);
  while (words.length > 1 && titles.test(words[0] ?? '')) words.shift();
  const [firstName = '', ...rest] = words;
  return { firstName, lastName: rest.join(' ') };
}

export function fullName(p: NameParts): string {
  return `${p.firstName} ${p.lastName}`.trim();
}
