import type { ReactNode } from 'react';
import { cn } from './cn';

/** One portal tab: a section named by its heading (the heading's id is per portal). */
export function TabSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, e.g. 'client-tab-title'. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('space-y-4', className)}>
      <h2 id={id} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}
