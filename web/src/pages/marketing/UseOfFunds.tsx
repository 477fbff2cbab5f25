import type { FundUse } from './investorContent';

/** Use of funds as horizontal bars; the percentage is always in the text, the bar is decoration. */
export function UseOfFunds({
  uses,
  compact = false,
}: {
  uses: readonly FundUse[];
  compact?: boolean;
}) {
  return (
    <ul className={compact ? 'space-y-3' : 'space-y-5'}>
      {uses.map((use) => (
        <li key={use.label}>
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-semibold text-fg">{use.label}</span>
            <span className="font-semibold text-primary-text tabular-nums">{use.percent}%</span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-line">
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${use.percent}%` }}
            />
          </div>
          {!compact && <p className="mt-1.5 text-sm text-fg-muted">{use.detail}</p>}
        </li>
      ))}
    </ul>
  );
}
