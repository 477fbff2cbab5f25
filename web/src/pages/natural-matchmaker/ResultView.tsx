import { useEffect, useRef, type ReactNode } from 'react';
import type { VoiceRecommendation } from '@rapport/contracts';
import { Badge, Button, Card, toPercent } from '../../components/ui';
import { text } from './messages';

function years(n: number): string {
  const y = Math.max(0, Math.round(n));
  return `${y} ${y === 1 ? 'year' : 'years'} of experience`;
}

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

/** Spec §2 "Result": 'Perfect Match Found!' with the therapist and why they fit. */
export function ResultView({
  recommendation,
  summary,
}: {
  recommendation: VoiceRecommendation;
  summary: string | null;
}) {
  const r = recommendation;
  const heading = useArrivalFocus();
  return (
    <div className="space-y-6">
      <div className="space-y-1 text-center">
        <Badge tone="success">{toPercent(r.matchScore)}% match</Badge>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {text.perfectMatch}
        </h1>
      </div>
      <Card padding="lg">
        <div className="space-y-5">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{r.name}</h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-500">Specialty</dt>
              <dd className="text-slate-800">{r.specialty}</dd>
              <dt className="font-medium text-slate-500">Experience</dt>
              <dd className="text-slate-800">{years(r.experience)}</dd>
              <dt className="font-medium text-slate-500">Style</dt>
              <dd className="text-slate-800">{r.style}</dd>
            </dl>
          </div>
          <section aria-labelledby="why-title" className="space-y-2">
            <h3 id="why-title" className="font-semibold text-slate-900">
              {text.whyWorkWell}
            </h3>
            {r.matchReasoning && <p className="text-slate-700">{r.matchReasoning}</p>}
            {r.reasons.length > 0 && (
              <ul className="space-y-2">
                {r.reasons.map((reason) => (
                  <li
                    key={`${reason.dimension}-${reason.label}`}
                    className="rounded-lg bg-brand-50 px-3 py-2"
                  >
                    <p className="text-sm font-medium text-brand-900">{reason.label}</p>
                    <p className="text-sm text-slate-700">{reason.explanation}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {summary && (
            <section aria-labelledby="summary-title" className="space-y-1">
              <h3 id="summary-title" className="font-semibold text-slate-900">
                What we heard
              </h3>
              <p className="text-sm text-slate-700">{summary}</p>
            </section>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" onClick={reload}>
              {text.tryAnotherMatch}
            </Button>
            <div className="flex flex-col gap-1 sm:items-start">
              <Button
                aria-disabled="true"
                aria-describedby="booking-note"
                onClick={() => undefined}
              >
                {text.bookFirstSession}
              </Button>
              <p id="booking-note" className="text-xs text-slate-500">
                {text.bookingSoon}
              </p>
            </div>
          </div>
        </div>
      </Card>
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
            className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none"
          >
            Conversation complete
          </h1>
          {message && <p className="text-slate-600">{message}</p>}
          <Button variant="secondary" onClick={reload}>
            {text.tryAnotherMatch}
          </Button>
        </div>
      </Card>
      {children}
    </div>
  );
}
