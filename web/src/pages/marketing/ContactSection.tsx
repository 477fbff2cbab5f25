import type { FormEvent } from 'react';
import { contactButtonLabel, type ContactFields } from './contactForm';
import { Section } from './Section';
import { button } from './styles';
import { useContactForm } from './useContactForm';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

const buttonTone = {
  idle: 'bg-brand-700 hover:bg-brand-800',
  sending: 'bg-brand-700',
  success: 'bg-emerald-700',
  error: 'bg-red-700 hover:bg-red-800',
} as const;

/**
 * The label holds only the field name, so the input's accessible name is exactly "Name",
 * "Email"...; the required star and the "(optional)" hint sit beside it (required inputs
 * announce themselves through the `required` attribute).
 */
function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean }) {
  return (
    <div className="flex items-baseline gap-1 text-sm">
      <label htmlFor={htmlFor} className="font-medium text-slate-800">
        {text}
      </label>
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      ) : (
        <span className="text-slate-600">(optional)</span>
      )}
    </div>
  );
}

/** Section 8: the 'Early Adopter Partnerships' contact form. */
export function ContactSection() {
  const { fields, status, errorMessage, setField, submit } = useContactForm();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const bind = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    className: inputClass,
  });

  return (
    <Section
      id="contact"
      eyebrow="Let's talk"
      title="Early Adopter Partnerships"
      intro="We are onboarding a small group of organisations to shape Rapport with us. Tell us where fit matters in your work."
    >
      {/* noValidate: the spec's own alert replaces the browser's bubbles for missing fields. */}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="contact-heading"
        className="mx-auto grid max-w-2xl gap-5 rounded-2xl bg-slate-50 p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-8"
      >
        <div>
          <Label htmlFor="contact-name" text="Name" required />
          <input {...bind('name')} type="text" autoComplete="name" required />
        </div>
        <div>
          <Label htmlFor="contact-email" text="Email" required />
          <input {...bind('email')} type="email" autoComplete="email" required />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="contact-organization" text="Organization" />
          <input {...bind('organization')} type="text" autoComplete="organization" />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor="contact-message" text="Message" required />
          <textarea {...bind('message')} rows={5} required />
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={status === 'sending'}
            className={`${button('bare')} text-white ${buttonTone[status]} sm:min-w-44`}
          >
            {contactButtonLabel[status]}
          </button>
          <p role="status" className="text-sm text-slate-700">
            {status === 'success' && 'Thank you — we will be in touch shortly.'}
            {status === 'error' && errorMessage}
          </p>
        </div>
      </form>
    </Section>
  );
}
