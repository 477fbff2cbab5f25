/** Shared Tailwind class strings for the marketing pages (kept literal so Tailwind can see them). */

const buttonBase =
  'inline-flex items-center justify-center whitespace-nowrap rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const buttonSizes = {
  sm: 'px-3.5 py-2 text-sm sm:px-5',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3 text-base',
} as const;

const buttonColours = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50',
  /** The caller supplies the colours (e.g. the contact button, which changes with its state). */
  bare: '',
} as const;

/** One button class string; size and colour never overlap, so no two classes fight. */
export function button(
  colour: keyof typeof buttonColours,
  size: keyof typeof buttonSizes = 'md',
): string {
  return `${buttonBase} ${buttonSizes[size]} ${buttonColours[colour]}`;
}

export const primaryButton = button('primary');

export const secondaryButton = button('secondary');

export const textLink =
  'rounded-sm text-sm font-medium text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';
