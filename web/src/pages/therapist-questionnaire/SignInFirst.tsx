import { AppLayout, ButtonLink, Card } from '../../components/ui';

const back = { from: '/therapist-questionnaire', role: 'therapist' } as const;

/**
 * Before step 1 (issue 14): the questionnaire builds a therapist's profile on their
 * account, so an anonymous visitor signs in or registers first and comes straight back.
 */
export function SignInFirst() {
  return (
    <AppLayout width="sm">
      <Card padding="lg" className="text-center">
        <p className="text-sm font-medium text-primary-text">Therapist Questionnaire</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg">
          Sign in to create your therapist profile
        </h1>
        <p className="mt-3 text-fg-muted">
          Your answers become your profile, so they are saved to your therapist account. Log in, or
          register as a therapist: you come straight back here to start.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink
            to="/login"
            state={{ ...back, message: 'Log in to continue to the therapist questionnaire.' }}
          >
            Log In
          </ButtonLink>
          <ButtonLink to="/register" state={back} variant="secondary">
            Register as a Therapist
          </ButtonLink>
        </div>
      </Card>
    </AppLayout>
  );
}
