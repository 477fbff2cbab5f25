import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
  {
    variants: {
      tone: {
        neutral: 'bg-subtle text-fg-body ring-line',
        brand: 'bg-primary-soft text-primary-soft-fg ring-primary-line',
        accent: 'bg-info-soft text-info-text ring-info-line',
        success: 'bg-success-soft text-success-soft-fg ring-success-line',
        warning: 'bg-warning-soft text-warning-soft-fg ring-warning-line',
        danger: 'bg-danger-soft text-danger-soft-fg ring-danger-line',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

/** A small label: tags, counts, statuses, 'Unsaved Changes', 'Recommended Match for You'. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}
