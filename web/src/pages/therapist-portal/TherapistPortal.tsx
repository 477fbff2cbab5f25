import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/client';
import { AppLayout, Banner, ButtonLink, NavTabs, type NavItem } from '../../components/ui';
import { useSessionRequests } from '../session-requests/useSessionRequests';
import { text } from '../therapist-questionnaire/messages';
import { insightsPlatformPath } from './portal';
import { ReviewStatus } from './ReviewStatus';
import { useTherapistUser } from './usePortalUser';
import { useTherapistProfile } from './useTherapistProfile';

const requestsPath = '/therapist-dashboard/requests';

const tabs: NavItem[] = [
  { to: '/therapist-dashboard', label: 'Profile', end: true },
  { to: '/therapist-dashboard/questions', label: 'Your Questions' },
  { to: requestsPath, label: 'Session Requests' },
  { to: '/therapist-dashboard/your-data', label: 'Your Data' },
];

/**
 * /therapist-dashboard (spec §2 "Therapist portal"): the app header (name, Logout), where
 * the review of the profile stands, and the side navigation (Profile, Your Questions,
 * Session Requests, Your Data, and 'Insights Platform' for the experts).
 */
export default function TherapistPortal() {
  const user = useTherapistUser();
  const status = useQuery({
    ...apiQuery('knowledge-capture.contribution-auth-status'),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });

  if (!user) {
    return (
      <AppLayout width="md">
        <Banner tone="error" action={<ButtonLink to="/login">{text.goToLogin}</ButtonLink>}>
          {text.notAuthenticated}
        </Banner>
      </AppLayout>
    );
  }

  const insights = insightsPlatformPath(user.firstName, status.data?.experts);
  const items = insights ? [...tabs, { to: insights, label: text.insightsPlatform }] : tabs;

  return (
    <AppLayout width="xl">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        Therapist Dashboard
      </h1>
      <PortalStatus userId={user.id} />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <NavTabs items={items} label="Therapist portal" orientation="vertical" />
        <div className="min-w-0">
          <Outlet context={{ user }} />
        </div>
      </div>
    </AppLayout>
  );
}

/** The review status of the profile, above every tab. */
function PortalStatus({ userId }: { userId: string }) {
  const { profile } = useTherapistProfile(userId);
  const requests = useSessionRequests();
  const onRequests = useLocation().pathname.startsWith(requestsPath);
  const open = requests.data?.requests.filter((r) => r.status === 'open').length ?? 0;
  return (
    <div className="mb-6 space-y-3" data-testid="review-status">
      <ReviewStatus profile={profile.isError ? undefined : profile.data} />
      {open > 0 && !onRequests && (
        <Banner
          tone="info"
          action={
            <ButtonLink to={requestsPath} size="sm" variant="secondary">
              View Requests
            </ButtonLink>
          }
        >
          {open === 1
            ? 'A client asked you for a first session.'
            : `${open} clients asked you for a first session.`}
        </Banner>
      )}
    </div>
  );
}
