import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messageOr } from '../../api/client';
import { afterRegistration, register } from '../../auth';
import { originPath } from '../../auth/redirects';
import { Banner, Button, Input, Select } from '../../components/ui';
import { AuthCard } from './AuthCard';
import {
  firstInvalid,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationForm,
} from './registration-form';

const roleOptions = [
  { value: 'client', label: 'Client seeking therapy' },
  { value: 'therapist', label: 'Therapist' },
] as const;

interface RegisterState {
  /** Where the visitor was asked to register from (e.g. the questionnaire). */
  from?: unknown;
  /** The role to preselect. */
  role?: unknown;
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as RegisterState;
  const [form, setForm] = useState<RegistrationForm>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: state.role === 'therapist' ? 'therapist' : 'client',
  }));
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof RegistrationForm) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // After a first attempt, each message goes away as its field is put right.
    if (checked) setErrors(validateRegistration(next));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setServerError(null);
    const found = validateRegistration(form);
    setErrors(found);
    setChecked(true);
    const first = firstInvalid(found);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { confirmPassword: _confirm, ...input } = form;
      const user = await register({ ...input, email: input.email.trim() });
      // A therapist asked to register on the questionnaire goes back to it.
      const back = user.role === 'therapist' ? originPath(state.from) : null;
      await navigate(back ?? afterRegistration(user.role), { replace: true });
    } catch (err) {
      setServerError(messageOr(err, 'Registration failed'));
      setSubmitting(false);
    }
  }

  const count = Object.keys(errors).length;
  return (
    <AuthCard
      title="Create your account"
      description="Find a therapist who fits you, or join as a therapist."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            state={state.from ? { from: state.from } : undefined}
            className="font-medium text-primary-text hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Register">
        {serverError && <Banner tone="error">{serverError}</Banner>}
        {count > 0 && (
          <Banner tone="error">
            {count === 1
              ? 'Please correct the highlighted field.'
              : `Please correct the ${count} highlighted fields.`}
          </Banner>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            error={errors.firstName}
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
          <Input
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            error={errors.lastName}
            value={form.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
          />
        </div>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          error={errors.email}
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.password}
          value={form.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <Input
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
          value={form.confirmPassword}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
        <Select
          label="I am a"
          name="role"
          options={roleOptions}
          value={form.role}
          onChange={(e) => set('role')(e.target.value)}
        />
        <Button type="submit" block size="lg" loading={submitting}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
