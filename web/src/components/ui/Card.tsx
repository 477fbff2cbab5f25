import type { HTMLAttributes, ReactNode } from 'react';
import { cardVariants } from './card-variants';
import { cn } from './cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title: h2 by default, h3 inside a section. */
  headingLevel?: 2 | 3;
  padding?: 'md' | 'lg';
}

/** A white, bordered surface; with a title it is a labelled section. */
export function Card({
  title,
  description,
  actions,
  footer,
  headingLevel = 2,
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pad = padding === 'lg' ? 'p-6 sm:p-8' : 'p-5 sm:p-6';
  const Tag = title ? 'section' : 'div';
  return (
    <Tag className={cn(cardVariants(), className)} {...rest}>
      {(title || actions) && (
        <header
          className={cn('flex flex-wrap items-start justify-between gap-3', pad, 'pb-0 sm:pb-0')}
        >
          <div className="min-w-0 space-y-1">
            {title && <Heading className="text-lg font-semibold text-fg">{title}</Heading>}
            {description && <p className="text-sm text-fg-muted">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      <div className={pad}>{children}</div>
      {footer && (
        <footer className="flex flex-wrap justify-end gap-2 rounded-b-2xl border-t border-line bg-canvas px-5 py-4 sm:px-6">
          {footer}
        </footer>
      )}
    </Tag>
  );
}
