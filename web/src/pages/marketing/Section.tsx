import type { ReactNode } from 'react';

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-slate-900 text-white',
} as const;

interface SectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A page section labelled by its own heading; focusable so in-page links can move focus to it. */
export function Section({ id, title, eyebrow, intro, tone = 'white', children }: SectionProps) {
  const headingId = `${id}-heading`;
  const dark = tone === 'dark';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`scroll-mt-16 px-4 py-16 focus:outline-none sm:px-6 sm:py-24 ${tones[tone]}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p
              className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-brand-300' : 'text-brand-700'}`}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
          >
            {title}
          </h2>
          {intro && (
            <p className={`mt-4 text-lg ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{intro}</p>
          )}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
