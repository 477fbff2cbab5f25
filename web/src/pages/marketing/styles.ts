/** Shared Tailwind class strings for the marketing pages (kept literal so Tailwind can see them). */

export const buttonBase =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;

export const secondaryButton = `${buttonBase} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50`;

export const textLink =
  'rounded-sm text-sm font-medium text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';
