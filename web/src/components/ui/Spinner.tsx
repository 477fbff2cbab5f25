import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** An indeterminate spinner; `label` is announced to screen readers ('' = decorative). */
export function Spinner({
  size = 'md',
  label = 'Loading...',
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center', className)}
    >
      <svg
        className={cn('animate-spin text-current', sizes[size])}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A centred spinner with visible text, for a screen that is loading. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-primary-text">
      <Spinner size="lg" label={label} />
      <p className="text-sm text-fg-muted" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
