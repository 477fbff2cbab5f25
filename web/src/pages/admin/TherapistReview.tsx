import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTherapist, TherapistReviewStatus } from '@rapport/contracts';
import { formMessages, limits, therapistReviewStatuses } from '@rapport/contracts/constants';
import { api, apiQuery, messageOr } from '../../api/client';
import {
  Badge,
  Banner,
  Button,
  Card,
  RadioGroup,
  Spinner,
  Textarea,
  useToast,
} from '../../components/ui';
import { InsightsList } from '../therapist-questionnaire/InsightsList';
import { Paragraphs } from '../therapist-questionnaire/Paragraphs';
import { reviewLook, shortDate } from './admin-view';

const filterOptions = therapistReviewStatuses.map((status) => ({
  value: status,
  label: status === 'pending' ? 'Awaiting review' : reviewLook[status].label,
}));

/** Refreshes the lists of every status and the counts after a decision. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['questionnaire.admin-list-therapists'] }),
      queryClient.invalidateQueries({ queryKey: ['auth.admin-stats'] }),
    ]);
}

/**
 * Therapists awaiting review (and past decisions), each with the questionnaire answers and
 * the generated profile, to approve or reject with a reason (issue 14).
 */
export function TherapistReview() {
  const [status, setStatus] = useState<TherapistReviewStatus>('pending');
  const therapists = useQuery(
    apiQuery('questionnaire.admin-list-therapists', { query: { status } }),
  );
  const list = therapists.data?.therapists ?? [];
  return (
    <Card title="Therapists" id="therapists" className="scroll-mt-20">
      <div className="space-y-5">
        <RadioGroup
          legend="Show"
          name="therapist-status"
          inline
          options={filterOptions}
          value={status}
          onChange={setStatus}
        />
        {therapists.isPending ? (
          <div className="flex items-center gap-2 text-primary-text">
            <Spinner label="" />
            <p className="text-sm text-fg-muted">Loading therapists...</p>
          </div>
        ) : therapists.isError ? (
          <Banner
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void therapists.refetch()}>
                Try Again
              </Button>
            }
          >
            {messageOr(therapists.error, 'The therapists could not be loaded. Please try again.')}
          </Banner>
        ) : list.length === 0 ? (
          <p className="text-fg-muted" role="status">
            {status === 'pending'
              ? 'No therapist is waiting for review.'
              : `No ${reviewLook[status].label.toLowerCase()} therapists.`}
          </p>
        ) : (
          <ul
            className="space-y-4"
            aria-label={`${filterOptions.find((o) => o.value === status)?.label} therapists`}
          >
            {list.map((t) => (
              <li key={t.userId}>
                <TherapistEntry therapist={t} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function TherapistEntry({ therapist: t }: { therapist: AdminTherapist }) {
  const titleId = `therapist-${t.userId}`;
  const look = reviewLook[t.review.status];
  const years = t.profile.experience;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold break-words text-fg">
            {t.name}
          </h3>
          <p className="text-sm break-all text-fg-muted">{t.email}</p>
          <p className="mt-1 text-sm text-fg-muted">
            {years} {years === 1 ? 'year' : 'years'} of experience
            {t.profile.specialty ? ` · ${t.profile.specialty}` : ''}
            {t.submittedAt ? ` · submitted ${shortDate(t.submittedAt)}` : ''}
          </p>
        </div>
        <Badge tone={look.tone}>{look.label}</Badge>
      </div>
      {t.review.status === 'rejected' && t.review.reason && (
        <p className="mt-3 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
          <span className="font-medium">Reason given: </span>
          {t.review.reason}
        </p>
      )}
      {(t.style || t.tags.length > 0) && (
        <div className="mt-3 space-y-2 text-sm">
          {t.style && <p className="text-fg-body">Style: {t.style}</p>}
          {t.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {t.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="brand">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <details className="group mt-4 rounded-lg border border-line">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-fg hover:bg-canvas focus-visible:outline-2 focus-visible:outline-focus">
          Questionnaire answers ({t.responses.length})
        </summary>
        <ol className="space-y-3 px-3 pt-1 pb-3" aria-label="Questionnaire answers">
          {t.responses.map((r, i) => (
            <li key={r.id} className="text-sm">
              <p className="font-medium text-fg">
                {i + 1}. {r.question}
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-fg-body">{r.answer}</p>
            </li>
          ))}
          {t.responses.length === 0 && <li className="text-sm text-fg-muted">No answers.</li>}
        </ol>
      </details>
      <details className="mt-2 rounded-lg border border-line">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-fg hover:bg-canvas focus-visible:outline-2 focus-visible:outline-focus">
          Generated profile
        </summary>
        <div className="space-y-4 px-3 pt-1 pb-3 text-sm">
          {t.profile.bio && <p className="text-fg-body">{t.profile.bio}</p>}
          <div>
            <h4 className="font-medium text-fg">Therapeutic approach</h4>
            {t.profile.userFriendlyDescription ? (
              <Paragraphs
                text={t.profile.userFriendlyDescription}
                className="mt-1 space-y-2 text-fg-body"
              />
            ) : (
              <p className="mt-1 text-fg-muted">Not generated yet.</p>
            )}
          </div>
          <div>
            <h4 className="mb-1 font-medium text-fg">Expert insights applied</h4>
            <InsightsList insights={t.profile.insightsApplied} />
          </div>
        </div>
      </details>
      <Decision therapist={t} />
    </article>
  );
}

/** Approve, or reject with a reason the therapist will read. */
function Decision({ therapist: t }: { therapist: AdminTherapist }) {
  const toast = useToast();
  const refresh = useAfterDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const approve = useMutation({
    mutationFn: () =>
      api('questionnaire.admin-approve-therapist', { params: { userId: t.userId } }),
    onSuccess: async () => {
      toast.success(`${t.name} is approved and can now be recommended to clients.`);
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: () =>
      api('questionnaire.admin-reject-therapist', {
        params: { userId: t.userId },
        body: { reason: reason.trim() },
      }),
    onSuccess: async () => {
      toast.success(`${t.name} was rejected. They will see your reason on their dashboard.`);
      setRejecting(false);
      setReason('');
      await refresh();
    },
  });
  const failure = approve.error ?? reject.error;

  const submitReject = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = reason.trim();
    const problem =
      text === ''
        ? formMessages.rejectionReasonRequired
        : text.length > limits.rejectionReasonMax
          ? formMessages.rejectionReasonTooLong
          : undefined;
    setReasonError(problem);
    if (problem) e.currentTarget.querySelector('textarea')?.focus();
    else reject.mutate();
  };

  const busy = approve.isPending || reject.isPending;
  return (
    <div className="mt-4 space-y-3 border-t border-line pt-4">
      {failure && (
        <Banner tone="error">
          {messageOr(failure, 'The decision could not be saved. Please try again.')}
        </Banner>
      )}
      {rejecting ? (
        <form
          onSubmit={submitReject}
          noValidate
          className="space-y-3"
          aria-label={`Reject ${t.name}`}
        >
          <Textarea
            label={`Why is ${t.name} not approved?`}
            hint="The therapist reads this on their dashboard."
            rows={3}
            required
            maxLength={limits.rejectionReasonMax}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(undefined);
            }}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={reject.isPending}>
              Reject Therapist
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          {t.review.status !== 'rejected' && (
            <Button
              variant="secondary"
              onClick={() => setRejecting(true)}
              disabled={busy}
              aria-label={`Reject ${t.name}`}
            >
              Reject
            </Button>
          )}
          {t.review.status !== 'approved' && (
            <Button
              onClick={() => approve.mutate()}
              loading={approve.isPending}
              disabled={busy}
              aria-label={`Approve ${t.name}`}
            >
              Approve
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
