/**
 * Parent of every app route (not the marketing pages): server state through TanStack
 * Query lives here, so its code loads with the first app screen, never on the landing
 * page. The guard outlets are exported from this chunk too, so they load with it.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClientGuard } from '../auth/ClientGuard';
import { TherapistGuard } from '../auth/TherapistGuard';
import { LoadingScreen } from '../components/ui';
import { queryClient } from './query-client';

export default function AppAreaLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}

export function ClientArea() {
  return <ClientGuard />;
}

export function TherapistArea() {
  return <TherapistGuard />;
}
