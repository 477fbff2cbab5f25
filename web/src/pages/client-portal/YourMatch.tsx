import { useEffect, useRef, useState } from 'react';
import type { ClientProfile, KeptMatch } from '@rapport/contracts';
import { Badge, Banner, Button, Card, toPercent, useToast } from '../../components/ui';
import { BookSessionForm } from '../session-requests/BookSessionForm';
import { SentRequest } from '../session-requests/RequestStatus';
import { standingRequest } from '../session-requests/session-request-form';
import { useSessionRequests } from '../session-requests/useSessionRequests';
import { OtherMatches, WhyThisMatch } from '../client-assessment/MatchDetails';
import { AnotherMatchForm } from './AnotherMatchForm';
import { yearsOfExperience } from '../client-assessment/format';
import { passReasonLabel } from './match-view';
import { useNextMatch } from './useMatch';

type Panel = 'none' | 'another' | 'book';

/**
 * 'Your match' on the client dashboard (issue 14): the kept recommendation with its score,
 * why, and the alternatives; 'Try Another Match' asks why and shows the next-best
 * therapist; 'Book First Session' sends a request whose status then shows here.
 */
export function YourMatch({ profile, match }: { profile: ClientProfile; match: KeptMatch }) {
  const { therapist, matchScore, alternatives } = match.recommendation;
  const toast = useToast();
  const requests = useSessionRequests();
  const next = useNextMatch(profile.userId);
  const [panel, setPanel] = useState<Panel>('none');
  const standing = standingRequest(requests.data?.requests, therapist.id);
  const nameRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(therapist.id);

  // A new match replaces the old one in place: read it from its name.
  useEffect(() => {
    if (shownId.current === therapist.id) return;
    shownId.current = therapist.id;
    nameRef.current?.focus();
  }, [therapist.id]);

  return (
    <Card
      title="Your match"
      headingLevel={3}
      data-testid="your-match"
      className="sm:col-span-2"
      description="The therapist we think fits you best, from your assessment."
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h4
              ref={nameRef}
              tabIndex={-1}
              className="text-xl font-semibold text-fg outline-none"
              data-testid="match-name"
            >
              {therapist.name}
            </h4>
            <p className="text-sm text-fg-muted">
              {therapist.specialty} · {yearsOfExperience(therapist.experience)}
            </p>
            {therapist.style && (
              <p className="mt-1 text-sm text-fg-muted">Approach: {therapist.style}</p>
            )}
          </div>
          <Badge tone="success" className="text-sm">
            {toPercent(matchScore)}% match
          </Badge>
        </div>

        <WhyThisMatch recommendation={match.recommendation} heading="h5" />

        <OtherMatches alternatives={alternatives} heading="h5" />

        {match.passed.length > 0 && (
          <p className="text-sm text-fg-muted">
            Passed on:{' '}
            {match.passed
              .map((p) => `${p.therapistName} (${passReasonLabel(p.reason)})`)
              .join(', ')}
          </p>
        )}

        {standing && (
          <div className="rounded-xl border border-line p-4" data-testid="session-request">
            <SentRequest request={standing} />
          </div>
        )}
        {requests.isError && (
          <Banner tone="warning">Your first-session requests could not be loaded just now.</Banner>
        )}

        {panel === 'another' && (
          <AnotherMatchForm
            therapistName={therapist.name}
            pending={next.isPending}
            error={next.error}
            onCancel={() => {
              next.reset();
              setPanel('none');
            }}
            onSubmit={(reason, note) =>
              next.mutate(
                { reason, ...(note ? { note } : {}) },
                {
                  onSuccess: ({ match: kept }) => {
                    setPanel('none');
                    toast.success(
                      `Here is your next-best match: ${kept.recommendation.therapist.name}.`,
                    );
                  },
                },
              )
            }
          />
        )}
        {panel === 'book' && (
          <BookSessionForm
            therapistId={therapist.id}
            therapistName={therapist.name}
            onCancel={() => setPanel('none')}
            onSent={() => setPanel('none')}
          />
        )}

        {panel === 'none' && (
          <div className="flex flex-col gap-3 sm:flex-row">
            {!standing && (
              <Button onClick={() => setPanel('book')} disabled={requests.isPending}>
                Book First Session
              </Button>
            )}
            <Button variant="secondary" onClick={() => setPanel('another')}>
              Try Another Match
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
