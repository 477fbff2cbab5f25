import type { ReactNode } from 'react';
import { cn } from './cn';

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

export const controlClasses = cn(
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-invalid:border-red-500',
);

export function controlBorder(error: ReactNode): string {
  return error ? 'border-red-500' : 'border-slate-300';
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
      <label
        htmlFor={id}
        className={cn('block text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
