import { useEffect, useState } from 'react';
import {
  CONTACT_STATUS_RESET_MS,
  DEFAULT_SEND_ERROR,
  emptyContact,
  missingRequired,
  REQUIRED_FIELDS_MESSAGE,
  sendContact,
  type ContactFields,
  type ContactStatus,
  type SendContact,
} from './contactForm';

/** idle → sending → success | error → idle after 3 s; fields cleared on success. */
export function useContactForm(send: SendContact = sendContact) {
  const [fields, setFields] = useState<ContactFields>(emptyContact);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [errorMessage, setErrorMessage] = useState('');

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = window.setTimeout(() => {
      setStatus('idle');
      setErrorMessage('');
    }, CONTACT_STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const setField = (name: keyof ContactFields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async () => {
    if (status === 'sending') return;
    if (missingRequired(fields)) {
      window.alert(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setStatus('sending');
    setErrorMessage('');
    try {
      await send(fields);
      setFields(emptyContact);
      setStatus('success');
    } catch (error) {
      setErrorMessage(error instanceof Error ? error.message : DEFAULT_SEND_ERROR);
      setStatus('error');
    }
  };

  return { fields, status, errorMessage, setField, submit };
}
