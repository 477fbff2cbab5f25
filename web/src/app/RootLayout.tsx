import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/** Shown while a route part loads: a quiet bar, no layout shift, no design-system code. */
function RouteLoading() {
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
