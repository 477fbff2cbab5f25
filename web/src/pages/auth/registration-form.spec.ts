import { validateRegistration, type RegistrationForm } from './registration-form';

const valid: RegistrationForm = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  password: 'longenough',
  confirmPassword: 'longenough',
  role: 'client',
};

describe('validateRegistration (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ann@example' }, 'email', 'Please enter a valid email address'],
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [
      { password: 'short7!', confirmPassword: 'short7!' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [{ confirmPassword: 'different' }, 'confirmPassword', 'Passwords do not match'],
  ] as const)('%j → %s: %s', (change, field, message) => {
    expect(validateRegistration({ ...valid, ...change })).toEqual({ field, message });
  });
});
