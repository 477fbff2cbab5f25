import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { Field, controlClasses, describedBy, type FieldProps } from './Field';

export type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> &
  FieldProps & {
    /** Shown in the bottom-right corner inside the box, e.g. a MicButton. */
    action?: ReactNode;
  };

/** A labelled multi-line input with an optional action (dictation) inside it. */
export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  action,
  rows = 5,
  ...rest
}: TextareaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} {...{ label, hint, error, hideLabel, required }}>
      <div className="relative">
        <textarea
          id={inputId}
          rows={rows}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          className={controlClasses(error, cn('resize-y', action && 'pr-14', className))}
          {...rest}
        />
        {action && <div className="absolute right-2 bottom-2">{action}</div>}
      </div>
    </Field>
  );
}
