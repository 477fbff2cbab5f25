import { useQuery } from '@tanstack/react-query';
import { apiQuery, messageOr } from '../../api/client';
import { Banner, Card, Spinner } from '../../components/ui';
import { shortDate } from './admin-view';

/** The 'Early Adopter Partnerships' messages, newest first. */
export function ContactMessages() {
  const messages = useQuery(apiQuery('contact.admin-list-contact-messages'));
  const list = messages.data?.messages ?? [];
  return (
    <Card
      title="Contact messages"
      id="contact-messages"
      className="scroll-mt-20"
      description={messages.isSuccess ? `${list.length} received, newest first.` : undefined}
    >
      {messages.isPending ? (
        <div className="flex items-center gap-2 text-primary-text">
          <Spinner label="" />
          <p className="text-sm text-fg-muted">Loading messages...</p>
        </div>
      ) : messages.isError ? (
        <Banner tone="error">
          {messageOr(messages.error, 'The messages could not be loaded. Please try again.')}
        </Banner>
      ) : list.length === 0 ? (
        <p className="text-fg-muted">No messages yet.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Contact messages">
          {list.map((m) => (
            <li key={m.id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-medium text-fg">
                  {m.name}
                  {m.organization && (
                    <span className="font-normal text-fg-muted"> · {m.organization}</span>
                  )}
                </p>
                <time dateTime={m.receivedAt} className="text-sm text-fg-subtle">
                  {shortDate(m.receivedAt)}
                </time>
              </div>
              <a
                href={`mailto:${m.email}`}
                className="text-sm break-all text-primary-text hover:underline"
              >
                {m.email}
              </a>
              <p className="mt-2 break-words whitespace-pre-line text-fg-body">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
