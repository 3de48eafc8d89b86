import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { App } from './app/app';
import { AppCrash } from './app/errors';
import './app/styles.css';

/** A seed value for reproducible sample data (used by tests): localStorage "talentflow:seed". */
function seedValue(): number | undefined {
  const raw = localStorage.getItem('talentflow:seed');
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function Boot() {
  const [progress, setProgress] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('./server/browser')
      .then(({ startBackend }) => startBackend({ seed: seedValue(), onProgress: (share) => !cancelled && setProgress(share) }))
      .then(() => !cancelled && setReady(true))
      .catch((error: unknown) => !cancelled && setFailure(error instanceof Error ? error : new Error(String(error))));
    return () => {
      cancelled = true;
    };
  }, []);

  if (failure) throw failure;
  if (ready) return <App />;
  return (
    <div className="boot" role="status" aria-live="polite">
      <span className="brand-mark" aria-hidden="true">
        T
      </span>
      {progress === null ? (
        <p>Starting TalentFlow…</p>
      ) : (
        <>
          <p>Preparing sample data… {Math.round(progress * 100)}%</p>
          <progress max={100} value={Math.round(progress * 100)} aria-label="Preparing sample data" />
        </>
      )}
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ErrorBoundary FallbackComponent={AppCrash}>
      <Boot />
    </ErrorBoundary>
  </StrictMode>,
);
