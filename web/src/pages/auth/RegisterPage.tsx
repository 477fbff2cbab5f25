import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageOr } from '../../api/client';
import { afterRegistration, register } from '../../auth';
import { Banner, Button, ButtonLink, Input, Select } from '../../components/ui';
import { AuthCard } from './AuthCard';
import { validateRegistration, type FormProblem, type RegistrationForm } from './registration-form';

const roleOptions = [
  { value: 'client', label: 'Client seeking therapy' },
  { value: 'therapist', label: 'Therapist' },
] as const;

const empty: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'client',
};

export default function RegisterPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof RegistrationForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));
  const invalid = (field: keyof RegistrationForm) => problem?.field === field || undefined;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setServerError(null);
    const found = validateRegistration(form);
    setProblem(found);
    if (found) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { confirmPassword: _confirm, ...input } = form;
      const user = await register({ ...input, email: input.email.trim() });
      await navigate(afterRegistration(user.role), { replace: true });
    } catch (err) {
      setServerError(messageOr(err, 'Registration failed'));
      setSubmitting(false);
    }
  }

  const error = problem?.message ?? serverError;
  return (
    <AuthCard
      title="Create your account"
      description="Find a therapist who fits you, or join as a therapist."
      headerAction={
        <ButtonLink to="/login" variant="ghost" size="sm">
          Log in
        </ButtonLink>
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Register">
        {error && <Banner tone="error">{error}</Banner>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            aria-invalid={invalid('firstName')}
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
          <Input
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            aria-invalid={invalid('lastName')}
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
          aria-invalid={invalid('email')}
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
          aria-invalid={invalid('password')}
          value={form.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <Input
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          aria-invalid={invalid('confirmPassword')}
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
