import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { errorClasses, hintClasses, requiredMarkClasses } from './field-variants';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  /** A line under the label. */
  description?: string;
}

/**
 * A labelled set of choices (fieldset and legend, native radios, so arrow keys move
 * between them), with the same hint and error lines as every other field.
 */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  inline = false,
}: {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Side by side from `sm` up, rather than one under the other. */
  inline?: boolean;
}) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-fg">
        {legend}
        {required && (
          <span className={requiredMarkClasses} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      <div className={cn('grid gap-2', inline && 'sm:grid-flow-col sm:auto-cols-fr')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-surface px-3 py-2.5 text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              value === option.value
                ? 'border-primary bg-primary-soft text-primary-soft-fg'
                : error
                  ? 'border-danger hover:bg-canvas'
                  : 'border-line-strong hover:bg-canvas',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-fg">{option.label}</span>
              {option.description && (
                <span className="block text-fg-muted">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={errorClasses}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
