import type { FallbackProps } from 'react-error-boundary';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SectionError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <div role="alert" className="panel error-panel">
      <h1>Something went wrong</h1>
      <p>{error instanceof Error ? error.message : 'An unexpected error occurred.'}</p>
      <button type="button" className="btn btn-primary" onClick={resetErrorBoundary}>
        Try again
      </button>
    </div>
  );
}

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.';
  return (
    <div className="main">
      <div role="alert" className="panel error-panel">
        <h1>Something went wrong</h1>
        <p>{message}</p>
        <Link to="/" className="btn btn-primary">
          Back to Jobs
        </Link>
      </div>
    </div>
  );
}

export function AppCrash({ error }: FallbackProps) {
  return (
    <div role="alert" className="panel error-panel" style={{ margin: '4rem auto', maxWidth: 560 }}>
      <h1>TalentFlow could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="panel empty-state">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/" className="btn btn-primary">
        Back to Jobs
      </Link>
    </div>
  );
}

/**
 * A team server's page opened in browser mode (the Email page, a password link): it says where
 * the page lives instead of failing.
 */
export function TeamOnlyPage({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <div className="panel empty-state">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/" className="btn btn-primary">
        Back to Jobs
      </Link>
    </div>
  );
}
