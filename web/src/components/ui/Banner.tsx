import type { ReactNode } from 'react';
import { cn } from './cn';

export type BannerTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<BannerTone, string> = {
  error: 'border-danger-line bg-danger-soft text-danger-soft-fg',
  warning: 'border-warning-line bg-warning-soft text-warning-soft-fg',
  success: 'border-success-line bg-success-soft text-success-soft-fg',
  info: 'border-info-line bg-info-soft text-info-soft-fg',
};

const icons: Record<BannerTone, string> = {
  error:
    'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  warning:
    'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  success: 'M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  info: 'M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};

/**
 * A message box: error (red), warning (yellow), success (green) or info. Errors are
 * announced at once (role alert); the others politely (role status).
 */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** e.g. a 'Try Again' button. */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      <svg
        className="mt-0.5 size-5 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={icons[tone]} />
      </svg>
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
