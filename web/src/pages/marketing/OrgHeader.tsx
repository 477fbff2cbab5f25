import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { scrollToSection, useScrolledPast } from './scroll';
import { buttonVariants, textLinkClasses } from '../../components/ui/button-variants';
import { Logo } from '../../components/ui/Logo';

/** Spec §9: the header turns translucent after a 20 px scroll. */
const TRANSLUCENT_AFTER_PX = 20;

const navLinks = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'approach', label: 'Our Approach' },
  { id: 'industries', label: 'Industries' },
  { id: 'team', label: 'Team' },
] as const;

/**
 * Fixed header of the organisation landing page: the logo (home), the sections, Login and
 * Let's Talk, with a mobile menu below the md breakpoint.
 */
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
        scrolled ? 'bg-surface/70 shadow-sm backdrop-blur-md' : 'bg-surface'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <a
              key={link.id}
              href={`#${link.id}`}
              onClick={goTo(link.id)}
              className={textLinkClasses}
            >
              {link.label}
            </a>
          ))}
          <Link to="/login" className={textLinkClasses}>
            Login
          </Link>
          <button
            type="button"
            onClick={goTo('contact')}
            className={buttonVariants({ shape: 'pill' })}
          >
            Let&apos;s Talk
          </button>
        </nav>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-fg-body hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus md:hidden"
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
        className="border-t border-line bg-surface px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col py-2">
          {navLinks.map((link) => (
            <li key={link.id}>
              <a
                href={`#${link.id}`}
                onClick={goTo(link.id)}
                className="block rounded-md px-2 py-3 text-base font-medium text-fg hover:bg-canvas"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <Link
              to="/login"
              className="block rounded-md px-2 py-3 text-base font-medium text-fg hover:bg-canvas"
            >
              Login
            </Link>
          </li>
        </ul>
        <button
          type="button"
          onClick={goTo('contact')}
          className={buttonVariants({ shape: 'pill', block: true })}
        >
          Let&apos;s Talk
        </button>
      </nav>
    </header>
  );
}
