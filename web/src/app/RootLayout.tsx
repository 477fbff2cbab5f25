import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from './RouteError';

/** Shown while a route part loads: a quiet bar, no layout shift, no design-system code. */
function RouteLoading() {
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** Every route renders inside: error boundary, loading state, scroll to top per page. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
