import type { ReactNode } from 'react';
import { AppLayout, ButtonLink, Card } from '../components/ui';
import { dashboardPath } from './redirects';
import type { Role } from './storage';

const roleNames: Record<Role, string> = {
  client: 'client',
  therapist: 'therapist',
  admin: 'administrator',
};

/**
 * A signed-in account opened a page meant for another role. It stays signed in (nothing is
 * replaced) and is told whose page this is, with the way back to its own dashboard.
 */
export function WrongRole({
  role,
  pageFor,
  title,
  children,
}: {
  role: Role;
  /** Who the page is for, e.g. 'clients'. */
  pageFor: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <AppLayout width="sm">
      <Card padding="lg" className="text-center">
        <h1 className="text-xl font-semibold text-fg">{title}</h1>
        <p className="mt-2 text-fg-muted">
          Only {pageFor} use it. You are signed in with a {roleNames[role]} account: nothing has
          changed, and you stay signed in.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={dashboardPath(role)}>Back to your dashboard</ButtonLink>
          {children}
        </div>
      </Card>
    </AppLayout>
  );
}
