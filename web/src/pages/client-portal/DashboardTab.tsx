import type { ClientProfile } from '@rapport/contracts';
import { Badge, ButtonLink, Card, TabSection } from '../../components/ui';
import { SentRequest } from '../session-requests/RequestStatus';
import { standingRequest } from '../session-requests/session-request-form';
import { useSessionRequests } from '../session-requests/useSessionRequests';
import { ProfileLoadError, ProfileLoading, TakeAssessmentFirst } from './ProfileStates';
import { formatProfileDate, sessionCountLabel } from './profile-view';
import { useClientProfile, useSessionCount } from './useClientProfile';
import { YourMatch } from './YourMatch';

/**
 * Spec §2 "Dashboard": start a session, profile dates, journey, insights, links; and the
 * match kept from the assessment with its next steps (issue 14).
 */
export default function DashboardTab() {
  const { query } = useClientProfile();
  return (
    <TabSection id="client-tab-title" title="Dashboard" className="space-y-6">
      <StartSessionCard />
      {query.isPending ? (
        <ProfileLoading />
      ) : query.isError ? (
        <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data ? (
        <ProfileOverview profile={query.data} />
      ) : (
        <>
          <JourneyCard />
          <TakeAssessmentFirst title="Welcome to Rapport">
            You haven&apos;t started your profile yet. A short written assessment helps us
            understand you and suggest therapists who fit.
          </TakeAssessmentFirst>
        </>
      )}
    </TabSection>
  );
}

function StartSessionCard() {
  return (
    <Card padding="lg" className="border-primary-line">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h3 className="text-lg font-semibold text-fg">How can we help you today?</h3>
          <p className="text-sm text-fg-muted">
            Talk it through with our Natural Matchmaker. It listens, asks a few questions and
            suggests therapists who fit you.
          </p>
        </div>
        <ButtonLink to="/natural-matchmaker" size="lg" className="shrink-0">
          Start a Session
        </ButtonLink>
      </div>
    </Card>
  );
}

function JourneyCard() {
  const { count, loading } = useSessionCount();
  return (
    <Card title="Matchmaker Journey" headingLevel={3}>
      <p className="text-2xl font-semibold text-fg tabular-nums" aria-busy={loading}>
        {loading ? '…' : sessionCountLabel(count)}
      </p>
      <p className="mt-1 text-sm text-fg-muted">Voice sessions with the Natural Matchmaker.</p>
    </Card>
  );
}

function ProfileOverview({ profile }: { profile: ClientProfile }) {
  const analysis = profile.analysisResults;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {profile.match ? (
        <YourMatch profile={profile} match={profile.match} />
      ) : (
        <NoMatchYet answered={profile.responses.length > 0} />
      )}
      <SentRequests except={profile.match?.recommendation.therapist.id} />
      <Card title="Your Profile" headingLevel={3}>
        <dl className="space-y-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-fg-muted">Profile created</dt>
            <dd className="font-medium text-fg">{formatProfileDate(profile.createdAt)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-fg-muted">Last updated</dt>
            <dd className="font-medium text-fg">{formatProfileDate(profile.updatedAt)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-fg-muted">Assessment answers</dt>
            <dd className="font-medium text-fg">{profile.responses.length}</dd>
          </div>
        </dl>
      </Card>

      <JourneyCard />

      <Card title="Personality Insights" headingLevel={3} className="sm:col-span-2">
        {analysis ? (
          <div className="space-y-3">
            {analysis.tags.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label="Personality tags">
                {analysis.tags.map((tag) => (
                  <li key={tag}>
                    <Badge tone="brand">{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
            {analysis.summary && <p className="text-fg-body">{analysis.summary}</p>}
          </div>
        ) : (
          <p className="text-fg-muted">
            Your insights appear here once your personality profile has been generated.
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <ButtonLink to="responses" variant="secondary" size="sm">
            View Session Responses
          </ButtonLink>
          <ButtonLink to="personality" variant="secondary" size="sm">
            View Personality Profile
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

/** Before the assessment recommended anyone: the way to a match. */
function NoMatchYet({ answered }: { answered: boolean }) {
  return (
    <Card title="Your match" headingLevel={3} className="sm:col-span-2">
      <p className="text-fg-muted">
        {answered
          ? 'Finish the written assessment and we will recommend the therapist who fits you best.'
          : 'Take the written assessment and we will recommend the therapist who fits you best.'}
      </p>
      <ButtonLink to="/client-assessment" className="mt-4">
        {answered ? 'Continue the Assessment' : 'Take the Assessment'}
      </ButtonLink>
    </Card>
  );
}

/**
 * The first-session requests the client sent, with their status (Pending, Accepted,
 * Declined); the one to the current match already shows on 'Your match'.
 */
function SentRequests({ except }: { except?: string }) {
  const requests = useSessionRequests();
  const all = requests.data?.requests ?? [];
  const current = except ? standingRequest(all, except) : null;
  const list = all.filter((r) => r !== current);
  if (list.length === 0) return null;
  return (
    <Card title="Your first-session requests" headingLevel={3} className="sm:col-span-2">
      <ul className="divide-y divide-line" aria-label="First-session requests">
        {list.map((r) => (
          <li key={r.id} className="py-3 first:pt-0 last:pb-0">
            <SentRequest request={r} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
