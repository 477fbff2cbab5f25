import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ScoredTherapist, VoiceRecommendation } from '@rapport/contracts';
import { useAuth } from '../../auth';
import { Badge, Button, ButtonLink, Card, toPercent } from '../../components/ui';
import { yearsOfExperience } from '../client-assessment/format';
import { BookSessionForm } from '../session-requests/BookSessionForm';
import { SentRequest } from '../session-requests/RequestStatus';
import { text } from './messages';

const reload = () => window.location.reload();

/** The result replaces the conversation: start reading it from its heading, at the top. */
function useArrivalFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/**
 * Spec §2 "Result": 'Perfect Match Found!' with the therapist and why they fit. 'Try
 * Another Match' shows the next-best therapist of this conversation (issue 14: it no
 * longer only reloads), and 'Book First Session' opens the request form.
 */
/** The therapist's name, specialty, experience and style, as both result views show them. */
function TherapistFacts({
  therapist,
}: {
  therapist: Pick<ScoredTherapist, 'name' | 'specialty' | 'experience' | 'style'>;
}) {
  return (
    <>
      <h2 className="text-xl font-semibold text-fg">{therapist.name}</h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-fg-subtle">Specialty</dt>
        <dd className="text-fg">{therapist.specialty}</dd>
        <dt className="font-medium text-fg-subtle">Experience</dt>
        <dd className="text-fg">{yearsOfExperience(therapist.experience)}</dd>
        <dt className="font-medium text-fg-subtle">Style</dt>
        <dd className="text-fg">{therapist.style}</dd>
      </dl>
    </>
  );
}

export function ResultView({
  recommendation,
  summary,
}: {
  recommendation: VoiceRecommendation;
  summary: string | null;
}) {
  const r = recommendation;
  const heading = useArrivalFocus();
  // 0 is the recommendation itself, then each alternative in turn.
  const [shown, setShown] = useState(0);
  const alternative = shown > 0 ? r.alternatives[shown - 1] : undefined;
  if (alternative) {
    return (
      <AlternativeView
        therapist={alternative}
        hasMore={shown < r.alternatives.length}
        onNext={() => setShown((n) => n + 1)}
        onBack={() => setShown(0)}
      />
    );
  }
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <Badge tone="success">{toPercent(r.matchScore)}% match</Badge>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-fg focus:outline-none sm:text-3xl"
        >
          {text.perfectMatch}
        </h1>
      </div>
      <Card padding="lg">
        <div className="space-y-5">
          <div>
            <TherapistFacts therapist={r} />
          </div>
          <section aria-labelledby="why-title" className="space-y-2">
            <h3 id="why-title" className="font-semibold text-fg">
              {text.whyWorkWell}
            </h3>
            {r.matchReasoning && <p className="text-fg-body">{r.matchReasoning}</p>}
            {r.reasons.length > 0 && (
              <ul className="space-y-2">
                {r.reasons.map((reason) => (
                  <li
                    key={`${reason.dimension}-${reason.label}`}
                    className="rounded-lg bg-primary-soft px-3 py-2"
                  >
                    <p className="text-sm font-medium text-primary-soft-fg">{reason.label}</p>
                    <p className="text-sm text-fg-body">{reason.explanation}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {summary && (
            <section aria-labelledby="summary-title" className="space-y-1">
              <h3 id="summary-title" className="font-semibold text-fg">
                What we heard
              </h3>
              <p className="text-sm text-fg-body">{summary}</p>
            </section>
          )}
          <NextSteps
            therapistId={r.id}
            therapistName={r.name}
            onAnother={r.alternatives.length > 0 ? () => setShown(1) : reload}
          />
        </div>
      </Card>
    </div>
  );
}

/** The next-best therapist of the conversation, with the same next steps. */
function AlternativeView({
  therapist: t,
  hasMore,
  onNext,
  onBack,
}: {
  therapist: ScoredTherapist;
  hasMore: boolean;
  onNext: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [t.id]);
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <Badge tone="success">{toPercent(t.matchScore)}% match</Badge>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-fg focus:outline-none sm:text-3xl"
        >
          Another Good Match
        </h1>
      </div>
      <Card padding="lg">
        <div className="space-y-5">
          <div>
            <TherapistFacts therapist={t} />
          </div>
          <NextSteps
            key={t.id}
            therapistId={t.id}
            therapistName={t.name}
            onAnother={hasMore ? onNext : reload}
          />
          <Button variant="link" onClick={onBack}>
            Back to your best match
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** 'Try Another Match' and 'Book First Session' (for a client; others are asked to log in). */
function NextSteps({
  therapistId,
  therapistName,
  onAnother,
}: {
  therapistId: string;
  therapistName: string;
  onAnother: () => void;
}) {
  const { user } = useAuth();
  const [booking, setBooking] = useState(false);
  const [sent, setSent] = useState<Parameters<typeof SentRequest>[0]['request'] | null>(null);
  if (sent) {
    return (
      <div className="rounded-xl border border-line p-4" data-testid="session-request">
        <SentRequest request={sent} />
      </div>
    );
  }
  if (booking && user?.role === 'client') {
    return (
      <BookSessionForm
        therapistId={therapistId}
        therapistName={therapistName}
        onCancel={() => setBooking(false)}
        onSent={setSent}
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onAnother}>
          {text.tryAnotherMatch}
        </Button>
        <Button onClick={() => setBooking(true)}>{text.bookFirstSession}</Button>
      </div>
      {booking && user?.role !== 'client' && (
        <p className="text-sm text-fg-muted" role="status">
          Booking a first session needs a client account.{' '}
          <ButtonLink
            to="/login"
            state={{ from: '/client-profile' }}
            variant="link"
            className="min-h-0"
          >
            Log in as a client
          </ButtonLink>
        </p>
      )}
    </div>
  );
}

/** Complete without a recommendation: the server ended the session, or nobody is free. */
export function EndedView({ message, children }: { message: string | null; children?: ReactNode }) {
  const heading = useArrivalFocus();
  return (
    <div className="space-y-6">
      <Card padding="lg">
        <div className="space-y-3 text-center">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-fg focus:outline-none"
          >
            Conversation complete
          </h1>
          {message && <p className="text-fg-muted">{message}</p>}
          <Button variant="secondary" onClick={reload}>
            {text.tryAnotherMatch}
          </Button>
        </div>
      </Card>
      {children}
    </div>
  );
}
