import type { ReactNode } from 'react';
import { messages } from './messages';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../components/ui';

export function ProfileLoading() {
  return (
    <div className="flex items-center gap-3 py-8 text-primary-text">
      <Spinner label="" />
      <p className="text-sm text-fg-muted" role="status">
        Loading your profile...
      </p>
    </div>
  );
}

/** Spec §8 "Client profile": the load failed; Try Again reloads it. */
export function ProfileLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Banner
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      }
    >
      {messages.profileLoadFailed}
    </Banner>
  );
}

/** Nothing to show yet: the way forward is the written assessment. */
export function TakeAssessmentFirst({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg" className="text-center">
      <h3 className="text-lg font-semibold text-fg">{title}</h3>
      <p className="mx-auto mt-2 max-w-prose text-fg-muted">{children}</p>
      <ButtonLink to="/client-assessment" className="mt-5">
        Take the Assessment
      </ButtonLink>
    </Card>
  );
}
