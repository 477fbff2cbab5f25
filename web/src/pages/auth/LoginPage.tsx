import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messageOr } from '../../api/client';
import { afterLogin, login } from '../../auth';
import { Banner, Button, Input } from '../../components/ui';
import { AuthCard } from './AuthCard';

interface LoginState {
  from?: unknown;
  message?: unknown;
  /** Passed on to registration to preselect the role (the questionnaire asks for therapist). */
  role?: unknown;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const notice = typeof state.message === 'string' ? state.message : null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      await navigate(afterLogin(user.role, state.from), { replace: true });
    } catch (err) {
      setError(messageOr(err, 'Login failed'));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to continue to your Rapport account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/register"
            state={state.from ? { from: state.from, role: state.role } : undefined}
            className="font-medium text-primary-text hover:underline"
          >
            Register
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Log in">
        {notice && !error && <Banner tone="info">{notice}</Banner>}
        {error && <Banner tone="error">{error}</Banner>}
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" block size="lg" loading={submitting}>
          {submitting ? 'Logging in...' : 'Log In'}
        </Button>
      </form>
    </AuthCard>
  );
}
