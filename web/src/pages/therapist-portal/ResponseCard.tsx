import type { StoredResponse } from '@rapport/contracts';
import { Badge, ButtonLink } from '../../components/ui';
import { text } from '../therapist-questionnaire/messages';
import { formatDate } from './portal';

/** One of the therapist's answers in the Questions tab. */
export function ResponseCard({ response }: { response: StoredResponse }) {
  const titleId = `response-${response.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-fg">
          {response.question}
        </h3>
        <time dateTime={response.timestamp} className="shrink-0 text-sm text-fg-subtle">
          {formatDate(response.timestamp)}
        </time>
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-fg-body">{response.answer}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {response.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {response.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="brand">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <ButtonLink
          to={`/therapist-questionnaire?edit=${encodeURIComponent(response.id)}`}
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
        >
          {text.editResponse}
        </ButtonLink>
      </div>
    </article>
  );
}
