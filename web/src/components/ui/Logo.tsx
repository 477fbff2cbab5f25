import { Link } from 'react-router';

/**
 * The Rapport logo, the same on every page: two overlapping circles (two people in
 * rapport) and the name, linking home. Free of tailwind-merge so the landing pages can
 * use it without growing.
 */
export function Logo({
  to = '/',
  beta = false,
  light = false,
}: {
  to?: string;
  /** The consumer brand's 'Beta' tag. */
  beta?: boolean;
  /** White name, for dark backgrounds. */
  light?: boolean;
}) {
  return (
    <Link
      to={to}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:gap-2"
    >
      <svg viewBox="0 0 32 24" className="h-6 w-7 sm:w-8" aria-hidden="true" focusable="false">
        <circle cx="11" cy="12" r="9" className="fill-mark-1/80" />
        <circle cx="21" cy="12" r="9" className="fill-mark-2/70" />
      </svg>
      <span
        className={`text-base font-bold tracking-tight sm:text-lg ${light ? 'text-primary-fg' : 'text-fg'}`}
      >
        Rapport
      </span>
      {beta && (
        <span className="rounded-full bg-warning-soft px-1.5 py-0.5 text-[10px] font-semibold text-warning-soft-fg uppercase sm:px-2 sm:text-xs">
          Beta
        </span>
      )}
    </Link>
  );
}
