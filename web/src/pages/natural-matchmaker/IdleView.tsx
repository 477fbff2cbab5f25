import type { ReactNode } from 'react';
import { Banner, Button, Card } from '../../components/ui';
import { MicrophoneNote } from './ConsentNote';
import { text } from './messages';

/**
 * Spec §2 idle states: 'Welcome Back!' with Continue Conversation / Start Fresh when a
 * session exists, otherwise 'Welcome!' with Start Conversation. Consent was given before
 * (ConsentGate); a short note about the microphone comes before any button that opens it.
 */
export function IdleView({
  returning,
  status,
  statusIsError,
  busy,
  onStart,
  onContinue,
  onStartFresh,
  children,
}: {
  returning: boolean;
  status: string | null;
  statusIsError: boolean;
  /** A saved session is being loaded. */
  busy: boolean;
  onStart: () => void;
  onContinue: () => void;
  onStartFresh: () => void;
  /** Extra content, e.g. the match button of a session that is ready. */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      {status && (
        <Banner tone={statusIsError ? 'error' : 'info'}>
          <p>{status}</p>
        </Banner>
      )}
      <Card padding="lg">
        <div className="space-y-5 text-center">
          <div className="space-y-2">
            <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
              {returning ? text.welcomeBack : text.welcome}
            </h1>
            <p className="text-fg-muted">
              {returning
                ? 'Pick up where you left off, or start a new conversation.'
                : 'Talk with Rapport for a few minutes about what you are looking for. We listen, ask a few questions, and find the therapist who fits you.'}
            </p>
          </div>
          <MicrophoneNote />
          {returning ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button size="lg" onClick={onContinue} loading={busy}>
                {text.continueConversation}
              </Button>
              <Button size="lg" variant="secondary" onClick={onStartFresh} disabled={busy}>
                {text.startFresh}
              </Button>
            </div>
          ) : (
            <Button size="lg" onClick={onStart}>
              {text.startConversation}
            </Button>
          )}
        </div>
      </Card>
      {children}
    </div>
  );
}
