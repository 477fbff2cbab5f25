import { useState, type FormEvent } from 'react';
import type { SessionRequest } from '@rapport/contracts';
import { limits } from '@rapport/contracts/constants';
import { messageOr } from '../../api/client';
import {
  Banner,
  Button,
  Card,
  LoadingScreen,
  Textarea,
  useToast,
  TabSection,
} from '../../components/ui';
import { RequestStatusBadge } from '../session-requests/RequestStatus';
import { formatWhen, modeLabel, noteError } from '../session-requests/session-request-form';
import {
  useRespondSessionRequest,
  useSessionRequests,
} from '../session-requests/useSessionRequests';

/** The portal's Session Requests tab (issue 14): first-session requests, to accept or decline. */
export default function RequestsTab() {
  const requests = useSessionRequests();

  let body;
  if (requests.isPending) body = <LoadingScreen label="Loading your requests..." />;
  else if (requests.isError)
    body = (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void requests.refetch()}>
            Try Again
          </Button>
        }
      >
        {messageOr(requests.error, 'Failed to load your requests. Please try again later.')}
      </Banner>
    );
  else if (requests.data.requests.length === 0)
    body = (
      <Card>
        <p className="text-fg-muted">
          No first-session requests yet. Clients matched with you can ask for one from their
          dashboard.
        </p>
      </Card>
    );
  else {
    const all = requests.data.requests;
    const open = all.filter((r) => r.status === 'open');
    const answered = all.filter((r) => r.status !== 'open');
    body = (
      <div className="space-y-6">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {open.length === 0
            ? 'Every request is answered.'
            : `${open.length} ${open.length === 1 ? 'request waits' : 'requests wait'} for your answer.`}
        </p>
        <ul className="space-y-4" aria-label="Session requests">
          {[...open, ...answered].map((r) => (
            <li key={r.id}>
              <RequestCard request={r} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <TabSection id="therapist-tab-title" title="Session Requests">
      {body}
    </TabSection>
  );
}

function RequestCard({ request }: { request: SessionRequest }) {
  const titleId = `request-${request.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-fg">
            {request.clientName}
          </h3>
          <p className="text-sm break-all text-fg-muted">{request.clientEmail}</p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-fg-muted">Sent</dt>
        <dd className="text-fg">{formatWhen(request.createdAt)}</dd>
        <dt className="font-medium text-fg-muted">Meeting</dt>
        <dd className="text-fg">{modeLabel[request.mode]}</dd>
        <dt className="font-medium text-fg-muted">Preferred times</dt>
        <dd className="break-words text-fg">{request.preferredTimes}</dd>
      </dl>
      <p className="mt-4 break-words whitespace-pre-line text-fg-body">{request.message}</p>
      {request.status === 'open' ? (
        <RespondForm request={request} />
      ) : (
        request.responseNote && (
          <p className="mt-4 rounded-lg bg-canvas px-3 py-2 text-sm text-fg-body">
            <span className="font-medium">Your note: </span>
            {request.responseNote}
          </p>
        )
      )}
    </article>
  );
}

function RespondForm({ request }: { request: SessionRequest }) {
  const toast = useToast();
  const respond = useRespondSessionRequest();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [decision, setDecision] = useState<'accept' | 'decline' | null>(null);

  const send = (choice: 'accept' | 'decline') => (e: FormEvent) => {
    e.preventDefault();
    const problem = noteError(note);
    setError(problem);
    if (problem) return;
    setDecision(choice);
    respond.mutate(
      { id: request.id, decision: choice, note: note.trim() },
      {
        onSuccess: () =>
          toast.success(
            choice === 'accept'
              ? `You accepted ${request.clientName}'s request.`
              : `You declined ${request.clientName}'s request.`,
          ),
      },
    );
  };

  return (
    <form
      className="mt-4 space-y-3 border-t border-line pt-4"
      noValidate
      onSubmit={send('accept')}
      aria-label={`Answer ${request.clientName}`}
    >
      <Textarea
        label="Note for the client (optional)"
        rows={2}
        maxLength={limits.sessionRequestNoteMax}
        value={note}
        error={error}
        placeholder="e.g. a time that suits you, or someone else to ask"
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
      />
      {respond.isError && (
        <Banner tone="error">
          {messageOr(respond.error, 'Your answer could not be sent. Please try again.')}
        </Banner>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={send('decline')}
          loading={respond.isPending && decision === 'decline'}
          disabled={respond.isPending}
        >
          Decline
        </Button>
        <Button
          type="submit"
          loading={respond.isPending && decision === 'accept'}
          disabled={respond.isPending}
        >
          Accept
        </Button>
      </div>
    </form>
  );
}
