import { useEffect } from 'react';
import { ArrivalNotice } from './ArrivalNotice';
import { ContactSection } from './ContactSection';
import { HomeHero } from './HomeHero';
import { HomeSections } from './HomeSections';
import { MarketingFooter } from './MarketingFooter';
import { OrgHeader } from './OrgHeader';
import { scrollToSection } from './scroll';
import { TeamSection } from './TeamSection';
import { ValidationSection } from './ValidationSection';

const footerLinks = [
  { label: 'For individuals (Beta)', to: '/welcome' },
  { label: 'Investor pitch', to: '/pitch' },
  { label: 'One-pager', to: '/onePager' },
  { label: 'Log in', to: '/login' },
] as const;

/** `/`: the organisation landing page (spec §2), sections in the spec's order. */
export default function HomePage() {
  // Deep links such as /#contact (used by the investor pages) arrive before the
  // lazily loaded page exists, so the browser cannot jump there on its own.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) scrollToSection(decodeURIComponent(id));
  }, []);

  return (
    <>
      <OrgHeader />
      <ArrivalNotice />
      <main>
        <HomeHero />
        <HomeSections />
        <ValidationSection />
        <TeamSection tone="muted" />
        <ContactSection />
      </main>
      <MarketingFooter
        tagline="Precision psychology for smarter business. Over 10,000 people profiled, on a method built from 35+ years of clinical practice."
        links={footerLinks}
      />
    </>
  );
}
