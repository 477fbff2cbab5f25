import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/client';
import {
  Banner,
  Button,
  ButtonLink,
  Card,
  Input,
  LoadingScreen,
  TabSection,
} from '../../components/ui';
import { searchResponses } from './portal';
import { ResponseCard } from './ResponseCard';
import { usePortalUser } from './usePortalUser';

/** The portal's Your Questions tab (spec §2): the therapist's own answers, searchable. */
export default function QuestionsTab() {
  const user = usePortalUser();
  const responses = useQuery(
    apiQuery('questionnaire.get-therapist-responses', { params: { userId: user.id } }),
  );
  const [query, setQuery] = useState('');

  let body;
  if (responses.isPending) body = <LoadingScreen label="Loading your responses..." />;
  else if (responses.isError)
    body = (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void responses.refetch()}>
            Try Again
          </Button>
        }
      >
        Failed to load your responses. Please try again later.
      </Banner>
    );
  else if (responses.data.responses.length === 0)
    body = (
      <Card>
        <p className="text-fg-muted">You have not answered any questions yet.</p>
        <ButtonLink to="/therapist-questionnaire" className="mt-4">
          Take the Questionnaire
        </ButtonLink>
      </Card>
    );
  else {
    const all = responses.data.responses;
    const shown = searchResponses(all, query);
    body = (
      <div className="space-y-4">
        <Input
          label="Search your responses"
          type="search"
          placeholder="Search by question, answer or tag"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="text-sm text-fg-muted" aria-live="polite">
          {query.trim() === ''
            ? `${all.length} ${all.length === 1 ? 'response' : 'responses'}`
            : `${shown.length} of ${all.length} responses match`}
        </p>
        {shown.length === 0 ? (
          <Card>
            <p className="text-fg-muted">No responses match your search.</p>
          </Card>
        ) : (
          <ul className="space-y-4" aria-label="Your responses">
            {shown.map((r) => (
              <li key={r.id}>
                <ResponseCard response={r} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <TabSection id="therapist-tab-title" title="Your Questions">
      {body}
    </TabSection>
  );
}
