import { Outlet } from 'react-router';
import { useAuth, useLogout } from '../../auth';
import { AppLayout, Button, NavTabs } from '../../components/ui';

const tabs = [
  { to: '/therapist-dashboard', label: 'Profile', end: true },
  { to: '/therapist-dashboard/questions', label: 'Your Questions' },
] as const;

/**
 * Placeholder frame of the therapist portal (spec §2): header with the name and Logout,
 * side navigation. The tabs (and the expert 'Insights Platform' link) are issue 5's.
 */
export default function TherapistPortal() {
  const { user } = useAuth();
  const logout = useLogout('/login');
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <AppLayout
      width="xl"
      actions={
        <>
          {name && <span className="hidden text-sm text-slate-600 sm:inline">{name}</span>}
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
        <NavTabs items={tabs} label="Therapist portal" orientation="vertical" />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </AppLayout>
  );
}
