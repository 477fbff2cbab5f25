import { firstInvalid, validateRegistration, type RegistrationForm } from './registration-form';

const valid: RegistrationForm = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  password: 'longenough',
  confirmPassword: 'longenough',
  role: 'client',
};

describe('validateRegistration (spec §5)', () => {
  it('accepts a complete form, names in any script', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, firstName: 'Zoë', lastName: '李' })).toEqual({});
    expect(firstInvalid({})).toBeNull();
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ firstName: '7' }, 'firstName', 'Please enter a name that contains letters'],
    [{ lastName: '--' }, 'lastName', 'Please enter a name that contains letters'],
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
    expect(validateRegistration({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('reports every problem at once (issue 14), the first in page order taking focus', () => {
    const errors = validateRegistration({
      ...valid,
      firstName: '',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errors).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(firstInvalid(errors)).toBe('firstName');
    expect(firstInvalid({ confirmPassword: 'x', email: 'y' })).toBe('email');
  });
});
