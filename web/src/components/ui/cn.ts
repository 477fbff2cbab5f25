import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping empty and false parts; when two classes set the same thing
 * (`px-4` from a variant, `px-0` from the caller) the later one wins, so a component's
 * `className` prop always overrides its own defaults.
 */
export function cn(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
