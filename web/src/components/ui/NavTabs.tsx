import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from './cn';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (for index routes). */
  end?: boolean;
}

/**
 * Section navigation of a portal: one row of tabs that scrolls sideways on phones (it never
 * wraps onto a second row), a side column from `md` up when `orientation` is vertical.
 * The current page is marked with aria-current and scrolled into view.
 */
export function NavTabs({
  items,
  label,
  orientation = 'horizontal',
}: {
  items: readonly NavItem[];
  /** Names the navigation landmark, e.g. 'Client portal'. */
  label: string;
  orientation?: 'horizontal' | 'vertical';
}) {
  const vertical = orientation === 'vertical';
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the current tab may sit beyond the right edge: bring it into the row's view
  // (sideways only; the page itself does not move).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // The row is `relative`, so offsetLeft is measured from its own left edge.
    const left = current.offsetLeft;
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - 16;
    }
  }, [pathname]);
  return (
    <nav aria-label={label} className="-mx-4 min-w-0 sm:mx-0">
      <ul
        ref={list}
        className={cn(
          'relative flex snap-x scroll-px-4 gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:scroll-px-0 sm:px-0',
          vertical ? 'md:flex-col md:overflow-visible md:pb-0' : 'border-b border-line',
        )}
      >
        {items.map((item) => (
          <li key={item.to} className="shrink-0 snap-start">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-primary-soft text-primary-soft-fg ring-1 ring-primary-line ring-inset'
                    : 'text-fg-muted hover:bg-subtle hover:text-fg',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
