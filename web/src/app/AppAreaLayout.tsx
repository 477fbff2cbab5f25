/**
 * Parent of every app route (not the marketing pages): server state through TanStack
 * Query lives here, so its code loads with the first app screen, never on the landing
 * page. The guard outlets are exported from this chunk too, so they load with it; so is
 * the toast region every app screen reports to.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClientGuard } from '../auth/ClientGuard';
import { TherapistGuard } from '../auth/TherapistGuard';
import { AdminGuard } from '../auth/AdminGuard';
import { LoadingScreen, ToastProvider } from '../components/ui';
import { queryClient } from './query-client';

export default function AppAreaLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </ToastProvider>
    </QueryClientProvider>
  );
}

export function ClientArea() {
  return <ClientGuard />;
}

export function TherapistArea() {
  return <TherapistGuard />;
}

export function AdminArea() {
  return <AdminGuard />;
}
