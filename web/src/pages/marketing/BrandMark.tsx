import { Link } from 'react-router';

interface BrandMarkProps {
  to?: string;
  beta?: boolean;
  light?: boolean;
}

/** The Rapport wordmark: two overlapping circles (two people in rapport) and the name. */
export function BrandMark({ to = '/', beta = false, light = false }: BrandMarkProps) {
  return (
    <Link
      to={to}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md sm:gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 32 24" className="h-6 w-7 sm:w-8" aria-hidden="true" focusable="false">
        <circle cx="11" cy="12" r="9" className="fill-brand-600/80" />
        <circle cx="21" cy="12" r="9" className="fill-sky-500/70" />
      </svg>
      <span
        className={`text-base font-bold tracking-tight sm:text-lg ${light ? 'text-white' : 'text-slate-900'}`}
      >
        Rapport
      </span>
      {beta && ' '}
      {beta && (
        <span className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold sm:px-2 sm:text-xs text-amber-900 uppercase">
          Beta
        </span>
      )}
    </Link>
  );
}
