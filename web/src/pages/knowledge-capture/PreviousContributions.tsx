import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, ApiError } from '../../api/client';
import { Badge, Banner, Card, Spinner } from '../../components/ui';
import { callMessage, text } from './messages';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The right column: the expert's saved contributions, newest first; each opens its page. */
export function PreviousContributions({
  expert,
  urlName,
  onAccessLost,
}: {
  expert: string;
  urlName: string;
  onAccessLost: () => void;
}) {
  const query = useQuery({
    ...apiQuery('knowledge-capture.get-previous-inputs', { params: { therapistName: expert } }),
    staleTime: 0,
  });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (unauthorized) onAccessLost();
  }, [unauthorized, onAccessLost]);

  const items = query.data?.previousInputs ?? [];
  return (
    <Card title="Previous Contributions" headingLevel={2}>
      {query.isPending && (
        <div className="flex justify-center py-6 text-primary-text">
          <Spinner label="Loading previous contributions..." />
        </div>
      )}
      {query.isError && (
        <Banner tone="error">
          Failed to load previous contributions: {callMessage(query.error)}
        </Banner>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="text-sm text-fg-subtle">{text.noPrevious}</p>
      )}
      {items.length > 0 && (
        <ul
          aria-label="Previous contributions"
          className="-mx-2 max-h-96 space-y-2 overflow-y-auto px-2 py-1"
        >
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/${urlName}/contribution/${encodeURIComponent(item.id)}`}
                className="block rounded-lg border border-line p-3 transition-colors hover:border-primary-line hover:bg-primary-soft/50 focus-visible:outline-2 focus-visible:outline-focus"
              >
                <time className="block text-xs font-medium text-fg-subtle">{item.timestamp}</time>
                <p className="mt-1 line-clamp-3 text-sm text-fg">{item.summary}</p>
                <span className="mt-2 flex flex-wrap gap-1.5">
                  <Badge tone="accent">{plural(item.questionCount, 'question')}</Badge>
                  <Badge tone="brand">{plural(item.insightCount, 'insight')}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
