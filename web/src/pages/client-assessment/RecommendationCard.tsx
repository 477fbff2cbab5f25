import type { Recommendation } from '@rapport/contracts';
import { Badge, Button, Card, toPercent } from '../../components/ui';
import { yearsOfExperience } from './format';

/** The recommended therapist with the score and the dimensions that drove it. */
export function RecommendationCard({
  recommendation,
  onShowTherapists,
}: {
  recommendation: Recommendation;
  onShowTherapists: () => void;
}) {
  const { therapist, matchScore, reasons, matchReasoning, alternatives } = recommendation;
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

        <div className="space-y-2">
          <h4 className="font-semibold text-fg">Why You&apos;ll Work Well Together</h4>
          {matchReasoning && <p className="text-fg-body">{matchReasoning}</p>}
          {reasons.length > 0 && (
            <ul className="space-y-2">
              {reasons.map((r) => (
                <li
                  key={`${r.dimension}-${r.label}`}
                  className="rounded-lg bg-primary-soft px-3 py-2"
                >
                  <p className="text-sm font-medium text-primary-soft-fg">{r.label}</p>
                  <p className="text-sm text-fg-body">{r.explanation}</p>
                </li>
              ))}
            </ul>
          )}
        </div>

        {alternatives.length > 0 && (
          <div className="space-y-2">
            <h4 className="font-semibold text-fg">Other good matches</h4>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {alternatives.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                  <span className="font-medium text-fg">
                    {a.name} <span className="font-normal text-fg-subtle">· {a.specialty}</span>
                  </span>
                  <span className="tabular-nums text-fg-muted">{toPercent(a.matchScore)}%</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <Button variant="secondary" onClick={onShowTherapists}>
          All Available Therapists
        </Button>
      </div>
    </Card>
  );
}
