import type { ReactNode } from 'react';
import { cn } from './cn';
import {
  controlVariants,
  errorClasses,
  hintClasses,
  labelClasses,
  requiredMarkClasses,
} from './field-variants';

export interface FieldProps {
  /** The visible label; every control has one. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
}

/** Ids of the hint and error texts a control should reference in aria-describedby. */
export function describedBy(id: string, { hint, error }: Pick<FieldProps, 'hint' | 'error'>) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** The classes of a control, red-bordered when it has an error. */
export function controlClasses(error: ReactNode, className?: string): string {
  return cn(controlVariants({ invalid: Boolean(error) }), className);
}

/** Label, control, hint and error laid out the same way for every input. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  hideLabel,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={cn(labelClasses, hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span className={requiredMarkClasses} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}
