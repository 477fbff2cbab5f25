import { useEffect, useState } from 'react';
import {
  CONTACT_STATUS_RESET_MS,
  DEFAULT_SEND_ERROR,
  contactErrors,
  contactSummary,
  emptyContact,
  sendContact,
  type ContactErrors,
  type ContactFields,
  type ContactStatus,
  type SendContact,
} from './contactForm';

/**
 * idle → sending → success | error → idle after 3 s; fields cleared on success. Problems
 * are shown at the fields, all at once, and nothing is sent until they are fixed; a send
 * failure's reason stays visible until the visitor edits or sends again.
 */
export function useContactForm(send: SendContact = sendContact) {
  const [fields, setFields] = useState<ContactFields>(emptyContact);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [sendError, setSendError] = useState('');
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = window.setTimeout(() => setStatus('idle'), CONTACT_STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const setField = (name: keyof ContactFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    setSendError('');
    // Once the visitor has tried to send, each field's message follows its fix.
    if (checked) {
      const found = contactErrors(next);
      setErrors(found);
      setSummary(contactSummary(next, found));
    }
  };

  /** Resolves to the first field with a problem (to focus), or null. */
  const submit = async (): Promise<keyof ContactFields | null> => {
    if (status === 'sending') return null;
    const found = contactErrors(fields);
    setChecked(true);
    setErrors(found);
    setSummary(contactSummary(fields, found));
    const first = (['name', 'email', 'message'] as const).find((name) => found[name]);
    if (first) return first;
    setStatus('sending');
    setSendError('');
    try {
      await send(fields);
      setFields(emptyContact);
      setChecked(false);
      setStatus('success');
    } catch (error) {
      setSendError(error instanceof Error ? error.message : DEFAULT_SEND_ERROR);
      setStatus('error');
    }
    return null;
  };

  return { fields, status, errors, summary, sendError, setField, submit };
}
