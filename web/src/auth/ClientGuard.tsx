import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AppLayout, Button, Card, LoadingScreen } from '../components/ui';
import { ensureGuestSession } from './guest';
import { useAuth } from './useAuth';
import { WrongRole } from './WrongRole';

/**
 * Client pages (spec §2, §6): a stored client or admin passes; a visitor with nobody
 * stored is signed in as a new guest client (if that fails, asked to log in). A signed-in
 * therapist is never replaced by a guest: it stays signed in and is told the page is for
 * clients, with the way back to its dashboard (issue 14).
 */
export function ClientGuard({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  const allowed = user?.role === 'client' || user?.role === 'admin';
  const [failed, setFailed] = useState(false);
  // Once someone was let in, losing the session (logout) must not sign in a new guest.
  const [hadSession, setHadSession] = useState(allowed);
  if (allowed && !hadSession) setHadSession(true);
  const anonymous = user === null;

  useEffect(() => {
    if (!anonymous || hadSession || failed) return;
    let active = true;
    ensureGuestSession().catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [anonymous, hadSession, failed]);

  if (allowed) return children ?? <Outlet />;
  if (user) {
    return <WrongRole role={user.role} pageFor="clients" title="This page is for clients" />;
  }
  if (hadSession) return <Navigate to="/" replace />;
  if (failed) return <AuthenticationRequired from={location.pathname + location.search} />;
  return (
    <AppLayout>
      <LoadingScreen label="Preparing your session..." />
    </AppLayout>
  );
}

function AuthenticationRequired({ from }: { from: string }) {
  const navigate = useNavigate();
  return (
    <AppLayout width="sm">
      <Card padding="lg" className="text-center">
        <h1 className="text-xl font-semibold text-fg">Authentication Required</h1>
        <p className="mt-2 text-fg-muted">
          Authentication required. Please log in to view this page.
        </p>
        <Button
          className="mt-6"
          block
          onClick={() =>
            void navigate('/login', { state: { from, message: 'Please log in to continue.' } })
          }
        >
          Log In
        </Button>
      </Card>
    </AppLayout>
  );
}
