import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../components/ui/Button';
import { isGuestEmail } from './guest-domain';
import { dashboardPath } from './redirects';
import { useAuth, useLogout } from './useAuth';

/** What the link to a role's own dashboard reads: the spec calls the client's 'My Profile'. */
function dashboardLabel(role: 'client' | 'therapist' | 'admin'): string {
  return role === 'client' ? 'My Profile' : 'My Dashboard';
}

/**
 * The account side of every app header: Home always; the way to the account's own
 * dashboard ('My Profile' for clients, guests included; not shown when already there);
 * for a signed-in account its name and Logout; for a visitor or a guest, Login and Register.
 */
export function AccountNav() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const logout = useLogout('/');
  const signedIn = user !== null && !isGuestEmail(user.email);
  const dashboard = user ? dashboardPath(user.role) : null;
  const onDashboard =
    dashboard !== null &&
    (pathname === dashboard ||
      pathname.startsWith(`${dashboard}/`) ||
      (user?.role === 'client' && pathname.startsWith('/clientProfile')));
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <nav aria-label="Account" className="flex flex-wrap items-center justify-end gap-1 sm:gap-2">
      <ButtonLink to="/" variant="ghost" size="sm" className="px-2 sm:px-3">
        Home
      </ButtonLink>
      {user && dashboard && !onDashboard && (
        <ButtonLink to={dashboard} variant="ghost" size="sm" className="px-2 sm:px-3">
          {dashboardLabel(user.role)}
        </ButtonLink>
      )}
      {signedIn ? (
        <>
          {name && (
            <span className="max-w-[6rem] truncate px-1 text-sm font-medium text-fg-body sm:max-w-[14rem]">
              {name}
            </span>
          )}
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            Logout
          </Button>
        </>
      ) : (
        <>
          <ButtonLink
            to="/login"
            state={{ from: pathname }}
            variant="ghost"
            size="sm"
            className="px-2 sm:px-3"
          >
            Login
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" size="sm">
            Register
          </ButtonLink>
        </>
      )}
    </nav>
  );
}
