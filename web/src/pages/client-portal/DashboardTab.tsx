import type { ClientProfile } from '@rapport/contracts';
import { Badge, ButtonLink, Card } from '../../components/ui';
import { ProfileLoadError, ProfileLoading, TakeAssessmentFirst } from './ProfileStates';
import { formatProfileDate, sessionCountLabel } from './profile-view';
import { useClientProfile, useSessionCount } from './useClientProfile';

/** Spec §2 "Dashboard": start a session, profile dates, journey, insights, links. */
export default function DashboardTab() {
  const { query } = useClientProfile();
  return (
    <section aria-labelledby="client-tab-title" className="space-y-6">
      <h2 id="client-tab-title" className="text-xl font-semibold text-slate-900">
        Dashboard
      </h2>
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
    </section>
  );
}

function StartSessionCard() {
  return (
    <Card padding="lg" className="border-brand-200">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h3 className="text-lg font-semibold text-slate-900">How can we help you today?</h3>
          <p className="text-sm text-slate-600">
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
      <p className="text-2xl font-semibold text-slate-900 tabular-nums" aria-busy={loading}>
        {loading ? '…' : sessionCountLabel(count)}
      </p>
      <p className="mt-1 text-sm text-slate-600">Voice sessions with the Natural Matchmaker.</p>
    </Card>
  );
}

function ProfileOverview({ profile }: { profile: ClientProfile }) {
  const analysis = profile.analysisResults;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card title="Your Profile" headingLevel={3}>
        <dl className="space-y-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">Profile created</dt>
            <dd className="font-medium text-slate-900">{formatProfileDate(profile.createdAt)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">Last updated</dt>
            <dd className="font-medium text-slate-900">{formatProfileDate(profile.updatedAt)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">Assessment answers</dt>
            <dd className="font-medium text-slate-900">{profile.responses.length}</dd>
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
            {analysis.summary && <p className="text-slate-700">{analysis.summary}</p>}
          </div>
        ) : (
          <p className="text-slate-600">
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
