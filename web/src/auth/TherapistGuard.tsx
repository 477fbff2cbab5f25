import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './useAuth';

/**
 * Therapist routes (spec §2): nobody stored → /login; stored role not therapist → /.
 * Admin passes every role check.
 */
export function TherapistGuard({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (user.role !== 'therapist' && user.role !== 'admin') return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
