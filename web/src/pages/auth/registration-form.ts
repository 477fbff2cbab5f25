/** Spec §5 "Account registration", checked before anything is sent. */
import { formMessages } from '@rapport/contracts/constants';
import { containsLetter } from '../names';
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: 'client' | 'therapist';
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

/** The fields in the order they appear: the first with a problem takes focus. */
export const fieldOrder = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
] as const satisfies ReadonlyArray<keyof RegistrationForm>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every problem of the form at once, by field; empty when it can be sent. */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (form.firstName.trim() === '') errors.firstName = 'First name is required';
  else if (!containsLetter(form.firstName)) errors.firstName = formMessages.nameLetters;
  if (form.lastName.trim() === '') errors.lastName = 'Last name is required';
  else if (!containsLetter(form.lastName)) errors.lastName = formMessages.nameLetters;
  if (form.email.trim() === '') errors.email = 'Email is required';
  else if (!emailPattern.test(form.email.trim())) {
    errors.email = 'Please enter a valid email address';
  }
  if (form.password === '') errors.password = 'Password is required';
  else if (form.password.length < 8) {
    errors.password = 'Password must be at least 8 characters long';
  }
  if (form.password !== '' && form.password !== form.confirmPassword) {
    errors.confirmPassword = 'Passwords do not match';
  }
  return errors;
}

/** The first field with a problem, in page order; null when there is none. */
export function firstInvalid(errors: RegistrationErrors): keyof RegistrationForm | null {
  return fieldOrder.find((field) => errors[field]) ?? null;
}
