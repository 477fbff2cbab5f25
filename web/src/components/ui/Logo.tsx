import { Link } from 'react-router';

/** The Rapport wordmark, linking home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-slate-900"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <circle cx="12.5" cy="16" r="6" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle
          cx="19.5"
          cy="16"
          r="6"
          fill="none"
          className="stroke-accent-300"
          strokeWidth="2.5"
        />
      </svg>
      Rapport
    </Link>
  );
}
