import type { FormEvent, ReactNode } from 'react';
import { buttonVariants } from '../../components/ui/button-variants';
import {
  controlVariants,
  errorClasses,
  labelClasses,
  requiredMarkClasses,
} from '../../components/ui/field-variants';
import { contactButtonLabel, type ContactFields, type ContactStatus } from './contactForm';
import { Section } from './Section';
import { useContactForm } from './useContactForm';

const buttonLook: Record<ContactStatus, 'primary' | 'success' | 'danger'> = {
  idle: 'primary',
  sending: 'primary',
  success: 'success',
  error: 'danger',
};

/**
 * One labelled field. The label holds only the field name, so the input's accessible name
 * is exactly "Name", "Email"...; the required star and the "(optional)" hint sit beside it
 * (required inputs announce themselves through the `required` attribute). Its error is
 * shown under it and read with it (aria-describedby).
 */
function ContactField({
  name,
  label,
  required,
  error,
  className,
  children,
}: {
  name: keyof ContactFields;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={`contact-${name}`} className={labelClasses}>
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className={requiredMarkClasses}>
            *
          </span>
        ) : (
          <span className="text-sm text-fg-muted">(optional)</span>
        )}
      </div>
      {children}
      {error && (
        <p id={`contact-${name}-error`} className={errorClasses}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Section 8: the 'Early Adopter Partnerships' contact form. */
export function ContactSection() {
  const { fields, status, errors, summary, sendError, setField, submit } = useContactForm();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void submit().then((first) => {
      if (first) form.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
    });
  };
  const bind = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    className: controlVariants({ invalid: Boolean(errors[name]) }),
  });

  return (
    <Section
      id="contact"
      eyebrow="Let's talk"
      title="Early Adopter Partnerships"
      intro="We are onboarding a small group of organisations to shape Rapport with us. Tell us where fit matters in your work."
    >
      {/* noValidate: the form's own messages replace the browser's bubbles. */}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="contact-heading"
        className="mx-auto grid max-w-2xl gap-5 rounded-2xl bg-canvas p-6 shadow-sm ring-1 ring-line sm:grid-cols-2 sm:p-8"
      >
        <div role="alert" className="empty:hidden sm:col-span-2">
          {summary && (
            <p className="rounded-lg border border-danger-line bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-fg">
              {summary}
            </p>
          )}
        </div>
        <ContactField name="name" label="Name" required error={errors.name}>
          <input {...bind('name')} type="text" autoComplete="name" required />
        </ContactField>
        <ContactField name="email" label="Email" required error={errors.email}>
          <input {...bind('email')} type="email" autoComplete="email" required />
        </ContactField>
        <ContactField name="organization" label="Organization" className="sm:col-span-2">
          <input {...bind('organization')} type="text" autoComplete="organization" />
        </ContactField>
        <ContactField
          name="message"
          label="Message"
          required
          error={errors.message}
          className="sm:col-span-2"
        >
          <textarea {...bind('message')} rows={5} required />
        </ContactField>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={status === 'sending'}
            className={`${buttonVariants({ shape: 'pill', variant: buttonLook[status] })} sm:min-w-44`}
          >
            {contactButtonLabel[status]}
          </button>
          <div role="status" className="text-sm">
            {status === 'success' && (
              <p className="text-success-soft-fg">Thank you — we will be in touch shortly.</p>
            )}
            {sendError && (
              <p className="rounded-lg border border-danger-line bg-danger-soft px-3 py-2 font-medium text-danger-soft-fg">
                Your message was not sent: {sendError.replace(/\.$/, '')}. Please try again.
              </p>
            )}
          </div>
        </div>
      </form>
    </Section>
  );
}
