import type { ReactNode } from 'react';

/** Loading text that screen readers hear, in the spec's exact words. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="loading-message">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="error-message">
      {children}
    </p>
  );
}
