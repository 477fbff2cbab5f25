import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';

export interface FooterLink {
  label: string;
  to: string;
}

interface MarketingFooterProps {
  tagline: string;
  links: readonly FooterLink[];
  beta?: boolean;
}

/** Shared dark footer for the marketing and investor pages. */
export function MarketingFooter({ tagline, links, beta = false }: MarketingFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-inverse px-4 py-12 text-inverse-body sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row md:items-start md:justify-between">
        <div className="max-w-md">
          <Logo beta={beta} light to={beta ? '/welcome' : '/'} />
          <p className="mt-4 text-sm">{tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-white/10 pt-6 text-xs text-inverse-muted">
        © {year} Rapport
        {beta ? ' Beta — an early preview; features may change.' : '. All rights reserved.'}
      </p>
    </footer>
  );
}
