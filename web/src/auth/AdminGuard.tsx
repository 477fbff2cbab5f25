import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './useAuth';
import { WrongRole } from './WrongRole';

/**
 * Admin pages: nobody stored → /login (and back here afterwards); any other role stays
 * signed in and is told the page is for administrators. The server checks every admin
 * call as well; this only keeps the screen from showing to the wrong person.
 */
export function AdminGuard({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname, message: 'Please log in as an administrator.' }}
      />
    );
  }
  if (user.role !== 'admin') {
    return (
      <WrongRole
        role={user.role}
        pageFor="administrators"
        title="This page is for administrators"
      />
    );
  }
  return children ?? <Outlet />;
}
