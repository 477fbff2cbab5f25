import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../auth';
import { AppLayout, NavTabs, PageHeader } from '../../components/ui';
import { ConsentGate } from '../privacy/ConsentGate';

const tabs = [
  { to: '.', label: 'Dashboard', end: true },
  { to: 'responses', label: 'Session Responses' },
  { to: 'personality', label: 'Personality Profile' },
  { to: 'your-data', label: 'Your Data' },
] as const;

/**
 * The client portal's frame (spec §2): the app header (name, Home and Logout) and the
 * sections (with Your Data, issue 16), as tabs that scroll sideways on a phone. Serves both
 * /client-profile and /clientProfile, hence the relative tab links.
 */
export default function ClientPortal() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <AppLayout>
      <PageHeader title="Client Portal" description={name ? `Welcome, ${name}.` : undefined} />
      <div className="space-y-6">
        <NavTabs items={tabs} label="Client portal" />
        {/* A call refused for missing consent (withdrawn) asks again, in place of the tab. */}
        <ConsentGate purpose="assessment" upfront={false} key={pathname}>
          <Outlet />
        </ConsentGate>
      </div>
    </AppLayout>
  );
}
