import { Section } from './Section';
import { initials, team } from './team';

interface TeamSectionProps {
  id?: string;
  title?: string;
  intro?: string;
  tone?: 'white' | 'muted';
}

const avatarColours = [
  'bg-brand-100 text-brand-800',
  'bg-sky-100 text-sky-800',
  'bg-amber-100 text-amber-900',
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
            className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <span
              aria-hidden="true"
              className={`mx-auto flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold ${
                avatarColours[index % avatarColours.length]
              }`}
            >
              {initials(member.name)}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
            <p className="mt-3 text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
