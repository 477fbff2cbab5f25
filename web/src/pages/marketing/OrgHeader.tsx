import { useEffect, useState, type MouseEvent } from 'react';
import { BrandMark } from './BrandMark';
import { scrollToSection, useScrolledPast } from './scroll';
import { primaryButton, textLink } from './styles';

/** Spec §9: the header turns translucent after a 20 px scroll. */
const TRANSLUCENT_AFTER_PX = 20;

const navLinks = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'approach', label: 'Our Approach' },
  { id: 'industries', label: 'Industries' },
  { id: 'team', label: 'Team' },
] as const;

/** Fixed header of the organisation landing page, with a mobile menu below the md breakpoint. */
export function OrgHeader() {
  const scrolled = useScrolledPast(TRANSLUCENT_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const goTo = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    scrollToSection(id);
  };

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? 'bg-white/70 shadow-sm backdrop-blur-md' : 'bg-white'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <a key={link.id} href={`#${link.id}`} onClick={goTo(link.id)} className={textLink}>
              {link.label}
            </a>
          ))}
          <button type="button" onClick={goTo('contact')} className={primaryButton}>
            Let&apos;s Talk
          </button>
        </nav>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              className="stroke-current"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col py-2">
          {navLinks.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                onClick={goTo(link.id)}
                className="block rounded-md px-2 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" onClick={goTo('contact')} className={`${primaryButton} w-full`}>
          Let&apos;s Talk
        </button>
      </nav>
    </header>
  );
}
