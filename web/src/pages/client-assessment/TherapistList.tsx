import type { TherapistCard } from '@rapport/contracts';
import { Badge, Button, Card, PageHeader } from '../../components/ui';
import { yearsOfExperience } from './format';

/** Spec §2 "Therapist list": every available therapist, the recommended one marked. */
export function TherapistList({
  therapists,
  recommendedId,
  onBack,
}: {
  therapists: readonly TherapistCard[];
  recommendedId: string | null;
  onBack: () => void;
}) {
  return (
    <>
      <PageHeader
        title="All Available Therapists"
        description="Every therapist currently taking new clients."
        actions={
          <Button variant="secondary" onClick={onBack}>
            Back to Recommendation
          </Button>
        }
      />
      {therapists.length === 0 ? (
        <Card>
          <p className="text-fg-muted">No therapists are available right now.</p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {therapists.map((t) => (
            <li key={t.id}>
              <TherapistEntry therapist={t} recommended={t.id === recommendedId} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TherapistEntry({
  therapist,
  recommended,
}: {
  therapist: TherapistCard;
  recommended: boolean;
}) {
  return (
    <Card
      className={recommended ? 'h-full border-primary-line ring-2 ring-primary-line' : 'h-full'}
    >
      <div className="space-y-3">
        {recommended && <Badge tone="brand">Recommended Match for You</Badge>}
        <div>
          <h2 className="text-lg font-semibold text-fg">{therapist.name}</h2>
          <p className="text-sm text-fg-muted">{therapist.specialty}</p>
        </div>
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="sr-only">Experience</dt>
            <dd className="text-fg-body">{yearsOfExperience(therapist.experience)}</dd>
          </div>
          {therapist.style && (
            <div className="flex gap-1">
              <dt className="font-medium text-fg">Approach:</dt>
              <dd className="text-fg-body">{therapist.style}</dd>
            </div>
          )}
        </dl>
        {therapist.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Key areas">
            {therapist.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
