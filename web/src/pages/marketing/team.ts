/** The founding team shown on every marketing and investor page. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team: readonly TeamMember[] = [
  {
    name: 'Dr. Helen Marsh',
    role: 'Co-founder & Chief Psychology Officer',
    bio: 'Clinical psychologist with 35+ years of practice. Helen designed the profiling method behind Rapport and leads our clinical partnerships.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & CEO',
    bio: 'Spent a decade in talent operations watching good people land in the wrong roles. Daniel runs the business, partnerships and fundraising.',
  },
  {
    name: 'Priya Raman',
    role: 'Co-founder & CTO',
    bio: 'Machine-learning engineer who builds the matching engine and voice assessment, with privacy and clinical safety designed in.',
  },
];

/** Initials for an avatar: the capitalised words of a name, skipping titles such as "Dr.". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word) && !word.endsWith('.'))
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('');
}
