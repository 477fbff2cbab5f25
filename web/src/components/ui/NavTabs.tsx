import { NavLink } from 'react-router';
import { cn } from './cn';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (for index routes). */
  end?: boolean;
}

/**
 * Section navigation of a portal: a wrapping row of tabs on phones, a side column from
 * `md` up when `orientation` is vertical. The current page is marked with aria-current.
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
  return (
    <nav aria-label={label}>
      <ul className={cn('flex flex-wrap gap-1', vertical && 'md:flex-col md:flex-nowrap')}>
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
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
