import type { SessionRequest } from '@rapport/contracts';
import { Badge } from '../../components/ui';
import { formatWhen, modeLabel, statusLook } from './session-request-form';

/** A request's status as a badge: Pending, Accepted or Declined. */
export function RequestStatusBadge({ status }: { status: SessionRequest['status'] }) {
  const look = statusLook[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

/** The client's view of one request they sent: to whom, how, its status and any note. */
export function SentRequest({ request }: { request: SessionRequest }) {
  const answered = request.status !== 'open';
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-fg">First session with {request.therapistName}</p>
        <span className="flex items-center gap-2">
          <span className="sr-only">Status:</span>
          <RequestStatusBadge status={request.status} />
        </span>
      </div>
      <p className="text-fg-muted">
        {modeLabel[request.mode]} · {request.preferredTimes} · sent {formatWhen(request.createdAt)}
      </p>
      {!answered && (
        <p className="text-fg-muted">
          {request.therapistName} has not answered yet. We will show the answer here.
        </p>
      )}
      {answered && request.responseNote && (
        <blockquote className="rounded-lg border-l-4 border-primary-line bg-canvas px-3 py-2 text-fg-body">
          <p className="text-xs font-medium text-fg-muted">
            {request.therapistName} wrote
            {request.answeredAt ? ` on ${formatWhen(request.answeredAt)}` : ''}:
          </p>
          <p className="whitespace-pre-line">{request.responseNote}</p>
        </blockquote>
      )}
    </div>
  );
}
