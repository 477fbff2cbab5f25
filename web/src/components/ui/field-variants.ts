import { cva } from 'class-variance-authority';

/**
 * The look of every text control, label, hint and error message, for app forms and the
 * landing page's contact form alike. Only cva here, so marketing pages can use it.
 */
export const controlVariants = cva(
  [
    'block w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg shadow-sm sm:text-sm',
    'placeholder:text-fg-subtle transition-colors',
    'focus:border-focus focus:outline-2 focus:outline-offset-0 focus:outline-focus/30',
    'disabled:cursor-not-allowed disabled:bg-subtle disabled:text-fg-subtle',
  ],
  {
    variants: { invalid: { true: 'border-danger', false: 'border-line-strong' } },
    defaultVariants: { invalid: false },
  },
);

export const labelClasses = 'block text-sm font-medium text-fg';
export const hintClasses = 'text-sm text-fg-subtle';
export const errorClasses = 'text-sm font-medium text-danger-text';
export const requiredMarkClasses = 'ml-0.5 text-danger-text';
