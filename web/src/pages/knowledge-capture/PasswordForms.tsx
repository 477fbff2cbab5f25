import { useState, type FormEvent } from 'react';
import { Banner, Button, Card, Input } from '../../components/ui';
import { minPasswordLength } from './access-machine';
import { text } from './messages';

interface FormProps {
  /** The expert's page the password opens, e.g. "Dr. Maya's Insights". */
  title: string;
  error: string | null;
  submitting: boolean;
}

/** First-time registration of a contribution password (open to the first 3 users). */
export function RegistrationForm({
  title,
  error,
  submitting,
  onSubmit,
  onUseLogin,
}: FormProps & {
  onSubmit: (password: string, confirmPassword: string) => void;
  onUseLogin: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(password, confirmPassword);
  };
  return (
    <Card
      title="Create your access password"
      description={`Choose a password to open ${title}. Registration is open to the first three users.`}
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Create access password">
        {error && <Banner tone="error">{error}</Banner>}
        <Input
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${minPasswordLength} characters.`}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Input
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" block size="lg" loading={submitting}>
          {submitting ? 'Registering...' : 'Register'}
        </Button>
        <div className="text-center">
          <Button variant="link" onClick={onUseLogin} disabled={submitting}>
            {text.alreadyHavePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Password login for everyone after the first three registrations. */
export function LoginForm({
  title,
  error,
  submitting,
  onSubmit,
}: FormProps & { onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(password);
  };
  return (
    <Card title="Enter your access password" description={`Log in to open ${title}.`}>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Access password login">
        {error && <Banner tone="error">{error}</Banner>}
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
    </Card>
  );
}
