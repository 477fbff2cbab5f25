import type { ReactNode } from 'react';
import { AccountNav } from '../../auth/AccountNav';
import { cn } from './cn';
import { Logo } from './Logo';

const widths = { sm: 'max-w-md', md: 'max-w-3xl', lg: 'max-w-5xl', xl: 'max-w-7xl' } as const;

/**
 * The frame of every app screen: skip link, header (the logo, the page's own actions, and
 * Home and the account links), one <main>, footer. Marketing pages have their own frame
 * with the same logo and buttons.
 */
export function AppLayout({
  children,
  actions,
  footer,
  width = 'lg',
}: {
  children: ReactNode;
  /** The page's own header items (e.g. My Profile), shown before Home and the account links. */
  actions?: ReactNode;
  footer?: ReactNode;
  width?: keyof typeof widths;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
          <Logo />
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2">
            {actions}
            <AccountNav />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn('mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-10', widths[width])}
      >
        {children}
      </main>
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-5 text-sm text-fg-subtle sm:px-6">
          {footer ?? <>© {new Date().getFullYear()} Rapport</>}
        </div>
      </footer>
    </div>
  );
}
