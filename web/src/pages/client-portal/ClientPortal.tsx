import { Outlet } from 'react-router';
import { useAuth, useLogout } from '../../auth';
import { AppLayout, Button, ButtonLink, NavTabs, PageHeader } from '../../components/ui';

const tabs = [
  { to: '.', label: 'Dashboard', end: true },
  { to: 'responses', label: 'Session Responses' },
  { to: 'personality', label: 'Personality Profile' },
] as const;

/**
 * Placeholder frame of the client portal (spec §2): header with name, Home and Logout,
 * and the three sections. The sections themselves are built by issue 6. Serves both
 * /client-profile and /clientProfile, hence the relative tab links.
 */
export default function ClientPortal() {
  const { user } = useAuth();
  const logout = useLogout('/');
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <AppLayout
      actions={
        <>
          {name && <span className="hidden text-sm text-slate-600 sm:inline">{name}</span>}
          <ButtonLink to="/" variant="ghost" size="sm">
            Home
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            Logout
          </Button>
        </>
      }
    >
      <PageHeader title="Client Portal" description={name ? `Welcome, ${name}.` : undefined} />
      <div className="space-y-6">
        <NavTabs items={tabs} label="Client portal" />
        <Outlet />
      </div>
    </AppLayout>
  );
}
