/** Spec §5 "Account registration", checked before anything is sent. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: 'client' | 'therapist';
}

export interface FormProblem {
  field: keyof RegistrationForm;
  message: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with the form, in the order the fields appear; null when valid. */
export function validateRegistration(form: RegistrationForm): FormProblem | null {
  const required: Array<[keyof RegistrationForm, string]> = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
  ];
  for (const [field, message] of required) {
    if (form[field].trim() === '') return { field, message };
  }
  if (!emailPattern.test(form.email.trim())) {
    return { field: 'email', message: 'Please enter a valid email address' };
  }
  if (form.password === '') return { field: 'password', message: 'Password is required' };
  if (form.password.length < 8) {
    return { field: 'password', message: 'Password must be at least 8 characters long' };
  }
  if (form.password !== form.confirmPassword) {
    return { field: 'confirmPassword', message: 'Passwords do not match' };
  }
  return null;
}
