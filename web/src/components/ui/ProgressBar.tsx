import { cn } from './cn';

/** Clamps to 0-100 and rounds, so a bar never overflows or shows 33.333%. */
export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** A determinate progress bar; `value` is a percentage (0-100). */
export function ProgressBar({
  value,
  label,
  showValue = false,
  tone = 'brand',
  className,
}: {
  value: number;
  /** What is progressing, for screen readers (and shown when showValue is set). */
  label: string;
  showValue?: boolean;
  tone?: 'brand' | 'accent';
  className?: string;
}) {
  const percent = toPercent(value);
  return (
    <div className={cn('space-y-1.5', className)}>
      {showValue && (
        <div className="flex justify-between text-sm text-fg-muted">
          <span>{label}</span>
          <span className="font-medium tabular-nums text-fg">{percent}%</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-line"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 ease-out',
            tone === 'brand' ? 'bg-primary' : 'bg-info-text',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
