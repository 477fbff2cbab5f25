import type { Recommendation, TherapistCard } from '@rapport/contracts';
import { Button, ButtonLink, Card, PageHeader } from '../../components/ui';
import { RecommendationCard } from './RecommendationCard';

/** Spec §2 "Completion": the recommendation, the way on, and a fresh start. */
export function CompletionView({
  recommendation,
  therapists,
  onShowTherapists,
  onRestart,
}: {
  recommendation: Recommendation | null;
  therapists: readonly TherapistCard[];
  onShowTherapists: () => void;
  onRestart: () => void;
}) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Assessment Complete!"
        description="Thank you for sharing. Your personality profile is being generated and will appear in your dashboard shortly."
      />

      {recommendation ? (
        <RecommendationCard recommendation={recommendation} onShowTherapists={onShowTherapists} />
      ) : (
        <Card title="No recommendation yet">
          <p className="text-fg-muted">
            We couldn&apos;t recommend a therapist right now. Your answers are saved.
          </p>
          {therapists.length > 0 && (
            <Button variant="secondary" className="mt-4" onClick={onShowTherapists}>
              All Available Therapists
            </Button>
          )}
        </Card>
      )}

      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/client-profile" size="lg">
          Go to Your Dashboard
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={onRestart}>
          Take Assessment Again
        </Button>
      </div>

      <p className="rounded-xl bg-info-soft px-4 py-3 text-sm text-info-soft-fg">
        Tip: your therapist matches come from asking &apos;How can we help you today?&apos; in your
        dashboard.
      </p>
    </div>
  );
}
