import type { ReactNode } from 'react';
import { AppLayout, Banner, Button, ButtonLink, LoadingScreen, Spinner } from '../../components/ui';
import { LoginForm, RegistrationForm } from './PasswordForms';
import { pageTitle, text } from './messages';
import { useAccess } from './useAccess';

export interface Access {
  /** The expert's configured name ('Maya'), used in calls and titles. */
  expert: string;
  /** Call when a request answers 401: the token is dropped and access is checked again. */
  onAccessLost: () => void;
}

/**
 * The separate password in front of the knowledge-capture and contribution pages
 * (spec §4, §6): 'Verifying access...', then registration, login, the 3 s success
 * screen, or the page itself.
 */
export function AccessGate({
  name,
  children,
}: {
  /** The name in the URL. */
  name: string;
  children: (access: Access) => ReactNode;
}) {
  const { state, dispatch } = useAccess(name);
  const title = pageTitle(state.expert ?? name);

  if (state.phase === 'granted' && state.expert) {
    return children({
      expert: state.expert,
      onAccessLost: () => dispatch({ type: 'access-lost' }),
    });
  }

  let body: ReactNode;
  switch (state.phase) {
    case 'checking':
    case 'verifying':
    case 'granted':
      body = <LoadingScreen label={text.verifying} />;
      break;
    case 'invalid-name':
      body = (
        <Banner
          tone="error"
          action={
            <ButtonLink to="/" variant="secondary" size="sm">
              Home
            </ButtonLink>
          }
        >
          {state.error}
        </Banner>
      );
      break;
    case 'check-failed':
      body = (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'start' })}>
              Try Again
            </Button>
          }
        >
          {state.error}
        </Banner>
      );
      break;
    case 'register':
      body = (
        <RegistrationForm
          title={title}
          error={state.error}
          submitting={state.submitting}
          onSubmit={(password, confirmPassword) =>
            dispatch({ type: 'submit-registration', password, confirmPassword })
          }
          onUseLogin={() => dispatch({ type: 'use-login' })}
        />
      );
      break;
    case 'login':
      body = (
        <LoginForm
          title={title}
          error={state.error}
          submitting={state.submitting}
          onSubmit={(password) => dispatch({ type: 'submit-login', password })}
        />
      );
      break;
    case 'registered':
      body = (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-2xl border border-success-line bg-success-soft px-6 py-10 text-center text-success-soft-fg"
        >
          <Spinner size="lg" label="" />
          <p className="text-lg font-semibold">{text.registrationSuccess}</p>
        </div>
      );
      break;
  }
  return (
    <AppLayout width="sm">
      <h1 className="sr-only">Contribution access</h1>
      {body}
    </AppLayout>
  );
}
