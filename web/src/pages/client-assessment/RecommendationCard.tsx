import type { Recommendation } from '@rapport/contracts';
import { Badge, Button, Card, toPercent } from '../../components/ui';
import { yearsOfExperience } from './format';
import { OtherMatches, WhyThisMatch } from './MatchDetails';

/** The recommended therapist with the score and the dimensions that drove it. */
export function RecommendationCard({
  recommendation,
  onShowTherapists,
}: {
  recommendation: Recommendation;
  onShowTherapists: () => void;
}) {
  const { therapist, matchScore, alternatives } = recommendation;
  return (
    <Card
      title="Your Recommended Therapist"
      description="Based on how you answered, this is the therapist we think fits you best."
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-xl font-semibold text-fg">{therapist.name}</h3>
            <p className="text-sm text-fg-muted">
              {therapist.specialty} · {yearsOfExperience(therapist.experience)}
            </p>
            {therapist.style && (
              <p className="mt-1 text-sm text-fg-muted">Approach: {therapist.style}</p>
            )}
          </div>
          <Badge tone="success" className="text-sm">
            {toPercent(matchScore)}% match
          </Badge>
        </div>

        <WhyThisMatch recommendation={recommendation} />

        <OtherMatches alternatives={alternatives} />

        <Button variant="secondary" onClick={onShowTherapists}>
          All Available Therapists
        </Button>
      </div>
    </Card>
  );
}
