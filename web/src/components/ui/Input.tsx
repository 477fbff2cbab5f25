import { useId, type InputHTMLAttributes } from 'react';
import { Field, controlClasses, describedBy, type FieldProps } from './Field';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & FieldProps;

/** A labelled text input. */
export function Input({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} {...{ label, hint, error, hideLabel, required }}>
      <input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
        className={controlClasses(error, className)}
        {...rest}
      />
    </Field>
  );
}
