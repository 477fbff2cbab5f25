import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';
import { Field, controlClasses, describedBy, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> &
  FieldProps & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Choose one'. */
    placeholder?: string;
  };

/** A labelled native select: accessible and usable on phones as is. */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} {...{ label, hint, error, hideLabel, required }}>
      <select
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, { hint, error })}
        className={controlClasses(error, cn('pr-8', className))}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
