import { Outlet } from 'react-router';
import { useAuth } from '../../auth';
import { AppLayout, NavTabs, PageHeader } from '../../components/ui';

const tabs = [
  { to: '.', label: 'Dashboard', end: true },
  { to: 'responses', label: 'Session Responses' },
  { to: 'personality', label: 'Personality Profile' },
] as const;

/**
 * The client portal's frame (spec §2): the app header (name, Home and Logout) and the
 * three sections, as tabs that scroll sideways on a phone. Serves both /client-profile
 * and /clientProfile, hence the relative tab links.
 */
export default function ClientPortal() {
  const { user } = useAuth();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <AppLayout>
      <PageHeader title="Client Portal" description={name ? `Welcome, ${name}.` : undefined} />
      <div className="space-y-6">
        <NavTabs items={tabs} label="Client portal" />
        <Outlet />
      </div>
    </AppLayout>
  );
}
