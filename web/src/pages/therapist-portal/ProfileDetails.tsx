import type { TherapistProfile } from '@rapport/contracts';

function Row({ term, value }: { term: string; value: string | undefined }) {
  const shown = value?.trim();
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-fg-muted">{term}</dt>
      <dd
        className={
          shown ? 'min-w-0 whitespace-pre-line text-fg [overflow-wrap:anywhere]' : 'text-fg-subtle'
        }
      >
        {shown || 'Not provided'}
      </dd>
    </div>
  );
}

/** The profile as read (view mode of the Profile tab). */
export function ProfileDetails({ profile }: { profile: TherapistProfile }) {
  const years = `${profile.experience} ${profile.experience === 1 ? 'year' : 'years'}`;
  return (
    <dl className="divide-y divide-line">
      <Row term="First name" value={profile.firstName} />
      <Row term="Last name" value={profile.lastName} />
      <Row term="Email" value={profile.email} />
      <Row term="Phone" value={profile.phone} />
      <Row term="Experience" value={years} />
      <Row term="Specialty" value={profile.specialty} />
      <Row term="Address" value={profile.address} />
      <Row term="Bio" value={profile.bio} />
    </dl>
  );
}
