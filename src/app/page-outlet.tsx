import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { LoadingMessage } from '@/components/status-message';
import { SectionError } from './errors';

/**
 * Where a layout shows its page: a failing screen keeps the rest usable (the bars, the Settings
 * area's navigation); moving elsewhere resets it.
 */
export function PageOutlet() {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={SectionError} resetKeys={[location.pathname]}>
      <Suspense fallback={<LoadingMessage>Loading…</LoadingMessage>}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
