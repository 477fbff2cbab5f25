import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonVariants, type ButtonLook } from './button-variants';
import { cn } from './cn';
import { Spinner } from './Spinner';

export { buttonVariants, type ButtonVariant, type ButtonSize } from './button-variants';

/** The classes of a button, for elements that must look like one. */
export function buttonClasses(look: ButtonLook = {}): string {
  return buttonVariants(look);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  shape,
  block,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size, shape, block }), className)}
      {...rest}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  shape,
  block,
  className,
  ...rest
}: LinkProps & ButtonLook) {
  return (
    <Link className={cn(buttonVariants({ variant, size, shape, block }), className)} {...rest} />
  );
}
