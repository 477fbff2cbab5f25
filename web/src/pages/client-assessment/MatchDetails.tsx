import type { Recommendation } from '@rapport/contracts';
import { toPercent } from '../../components/ui';

type Heading = 'h4' | 'h5';

/** "Why You'll Work Well Together": the model's reasoning and the dimensions that drove it. */
export function WhyThisMatch({
  recommendation,
  heading: H = 'h4',
}: {
  recommendation: Pick<Recommendation, 'matchReasoning' | 'reasons'>;
  heading?: Heading;
}) {
  const { matchReasoning, reasons } = recommendation;
  return (
    <section aria-label="Why this match" className="space-y-2">
      <H className="font-semibold text-fg">Why You&apos;ll Work Well Together</H>
      {matchReasoning && <p className="text-fg-body">{matchReasoning}</p>}
      {reasons.length > 0 && (
        <ul className="space-y-2">
          {reasons.map((r) => (
            <li key={`${r.dimension}-${r.label}`} className="rounded-lg bg-primary-soft px-3 py-2">
              <p className="text-sm font-medium text-primary-soft-fg">{r.label}</p>
              <p className="text-sm text-fg-body">{r.explanation}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The runners-up with their scores; nothing when there are none. */
export function OtherMatches({
  alternatives,
  heading: H = 'h4',
}: {
  alternatives: Recommendation['alternatives'];
  heading?: Heading;
}) {
  if (alternatives.length === 0) return null;
  return (
    <section aria-label="Other good matches" className="space-y-2">
      <H className="font-semibold text-fg">Other good matches</H>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {alternatives.map((a) => (
          <li key={a.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
            <span className="font-medium text-fg">
              {a.name} <span className="font-normal text-fg-muted">· {a.specialty}</span>
            </span>
            <span className="tabular-nums text-fg-muted">{toPercent(a.matchScore)}%</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
