import type { ReactNode } from 'react';

const tones = {
  white: 'bg-surface',
  muted: 'bg-canvas',
  dark: 'bg-inverse text-white',
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
              className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-inverse-accent' : 'text-primary-text'}`}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-fg'}`}
          >
            {title}
          </h2>
          {intro && (
            <p className={`mt-4 text-lg ${dark ? 'text-inverse-body' : 'text-fg-muted'}`}>
              {intro}
            </p>
          )}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
