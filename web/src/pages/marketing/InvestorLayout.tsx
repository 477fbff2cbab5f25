import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MarketingFooter } from './MarketingFooter';
import { buttonVariants, textLinkClasses } from '../../components/ui/button-variants';
import { Logo } from '../../components/ui/Logo';

const footerLinks = [
  { label: 'Organisations', to: '/' },
  { label: 'Investor pitch', to: '/pitch' },
  { label: 'One-pager', to: '/onePager' },
  { label: 'Fundraising workshop', to: '/fundraising-workshop' },
] as const;

/** Header, main landmark and footer shared by /pitch and /onePager. */
export function InvestorLayout({
  current,
  children,
}: {
  current: 'pitch' | 'onePager';
  children: ReactNode;
}) {
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Investor" className="flex items-center gap-4">
            {current === 'pitch' ? (
              <Link to="/onePager" className={`${textLinkClasses} hidden sm:inline`}>
                One-pager
              </Link>
            ) : (
              <Link to="/pitch" className={`${textLinkClasses} hidden sm:inline`}>
                Full pitch
              </Link>
            )}
            <a href="#contact" className={buttonVariants({ shape: 'pill', size: 'sm' })}>
              Contact
            </a>
          </nav>
        </div>
      </header>
      <main>{children}</main>
      <MarketingFooter
        tagline="Rapport matches people with the right professional by personality fit, communication style and rapport."
        links={footerLinks}
      />
    </>
  );
}

/** The closing contact block: investors go to the founders through the landing page form. */
export function InvestorContact({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? '' : 'mx-auto max-w-2xl text-center'}>
      <p className="text-fg-muted">
        Daniel Okafor (CEO) leads the round. Send us a note through our partnership form and the
        founders will reply personally to set up a time to talk.
      </p>
      <Link to="/#contact" className={`${buttonVariants({ shape: 'pill' })} mt-6`}>
        Contact the founders
      </Link>
    </div>
  );
}
