import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The one button look of the product, for app screens and marketing pages alike. Only cva
 * here (no tailwind-merge): the landing pages style links with it and stay small.
 */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'aria-disabled:pointer-events-none aria-disabled:opacity-60',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-fg shadow-sm hover:bg-primary-hover active:bg-primary-active',
        secondary:
          'bg-surface text-fg shadow-sm ring-1 ring-line-strong ring-inset hover:bg-canvas',
        ghost: 'text-fg-body hover:bg-subtle hover:text-fg',
        danger: 'bg-danger text-primary-fg shadow-sm hover:bg-danger-hover',
        success: 'bg-success text-primary-fg shadow-sm hover:bg-success-hover',
        /** Light outline on a dark (primary) background. */
        inverse: 'text-primary-fg ring-1 ring-primary-fg/60 ring-inset hover:bg-primary-fg/10',
        link: 'px-0 text-primary-text underline-offset-4 hover:text-primary-hover hover:underline',
      },
      size: {
        sm: 'min-h-8 px-3 text-sm',
        md: 'min-h-10 px-4 text-sm',
        lg: 'min-h-12 px-6 text-base',
      },
      /** `pill` is the marketing pages' shape; app screens use `rounded`. */
      shape: { rounded: 'rounded-lg', pill: 'rounded-full font-semibold' },
      block: { true: 'w-full', false: '' },
    },
    compoundVariants: [{ variant: 'link', class: 'min-h-0 px-0' }],
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded', block: false },
  },
);

export type ButtonLook = VariantProps<typeof buttonVariants>;
export type ButtonVariant = NonNullable<ButtonLook['variant']>;
export type ButtonSize = NonNullable<ButtonLook['size']>;

/** An inline text link in a header or nav (marketing headers, footers). */
export const textLinkClasses =
  'rounded-sm text-sm font-medium text-fg-body hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
