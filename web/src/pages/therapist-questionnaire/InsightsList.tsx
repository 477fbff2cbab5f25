import type { InsightApplied } from '@rapport/contracts';

/** The 'Expert Insights Applied' entries: the insight, why it applies, and its expert. */
export function InsightsList({
  insights,
  empty = 'No expert insights have been applied yet.',
}: {
  insights: readonly InsightApplied[];
  empty?: string;
}) {
  if (insights.length === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
  return (
    <ul className="space-y-3">
      {insights.map((insight, i) => (
        <li key={i} className="rounded-xl border border-info-line bg-info-soft/60 p-4">
          <p className="font-medium text-fg">{insight.insightText}</p>
          {insight.relevance && <p className="mt-1 text-sm text-fg-body">{insight.relevance}</p>}
          <p className="mt-2 text-xs font-medium tracking-wide text-info-text uppercase">
            Source: {insight.source || 'unknown'}
          </p>
        </li>
      ))}
    </ul>
  );
}
