import { cva, type VariantProps } from 'class-variance-authority';

/** The white, bordered surface of cards, shared by app screens and marketing pages. */
export const cardVariants = cva('rounded-2xl border border-line bg-surface shadow-sm', {
  variants: {
    padding: { none: '', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' },
  },
  defaultVariants: { padding: 'none' },
});

export type CardLook = VariantProps<typeof cardVariants>;
