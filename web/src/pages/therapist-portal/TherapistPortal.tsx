import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/client';
import { useLogout } from '../../auth';
import { AppLayout, Banner, Button, ButtonLink, NavTabs, type NavItem } from '../../components/ui';
import { text } from '../therapist-questionnaire/messages';
import { fullName, insightsPlatformPath } from './portal';
import { useTherapistUser } from './usePortalUser';

const tabs: NavItem[] = [
  { to: '/therapist-dashboard', label: 'Profile', end: true },
  { to: '/therapist-dashboard/questions', label: 'Your Questions' },
];

/**
 * /therapist-dashboard (spec §2 "Therapist portal"): header with the name and Logout,
 * side navigation (Profile, Your Questions, and 'Insights Platform' for the experts).
 */
export default function TherapistPortal() {
  const user = useTherapistUser();
  const logout = useLogout('/login');
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

  const name = fullName(user);
  const insights = insightsPlatformPath(user.firstName, status.data?.experts);
  const items = insights ? [...tabs, { to: insights, label: text.insightsPlatform }] : tabs;

  return (
    <AppLayout
      width="xl"
      actions={
        <>
          {name && (
            <span className="max-w-[11rem] truncate text-sm font-medium text-slate-700 sm:max-w-xs">
              {name}
            </span>
          )}
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            Logout
          </Button>
        </>
      }
    >
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Therapist Dashboard
      </h1>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <NavTabs items={items} label="Therapist portal" orientation="vertical" />
        <div className="min-w-0">
          <Outlet context={{ user }} />
        </div>
      </div>
    </AppLayout>
  );
}
