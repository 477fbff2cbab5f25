import { Section } from './Section';
import { initials, team } from './team';

interface TeamSectionProps {
  id?: string;
  title?: string;
  intro?: string;
  tone?: 'white' | 'muted';
}

const avatarColours = [
  'bg-brand-100 text-primary-soft-fg',
  'bg-sky-100 text-sky-800',
  'bg-warning-soft text-warning-soft-fg',
];

/** The team of three with initials avatars (no photos: pages stay image-free). */
export function TeamSection({
  id = 'team',
  title = 'The team behind Rapport',
  intro = 'Clinical depth, commercial experience and engineering under one roof.',
  tone = 'white',
}: TeamSectionProps) {
  return (
    <Section id={id} eyebrow="Team" title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {team.map((member, index) => (
          <li
            key={member.name}
            className="rounded-2xl bg-surface p-6 text-center shadow-sm ring-1 ring-line"
          >
            <span
              aria-hidden="true"
              className={`mx-auto flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold ${
                avatarColours[index % avatarColours.length]
              }`}
            >
              {initials(member.name)}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-fg">{member.name}</h3>
            <p className="text-sm font-medium text-primary-text">{member.role}</p>
            <p className="mt-3 text-fg-muted">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
