import type { ReactNode } from 'react';

/** The whole-page status shown while TalentFlow starts or checks who is signed in. */
export function BootScreen({ children }: { children: ReactNode }) {
  return (
    <div className="boot" role="status" aria-live="polite">
      <span className="brand-mark" aria-hidden="true">
        T
      </span>
      {children}
    </div>
  );
}

/**
 * The page while TalentFlow starts: while the backend starts (browser mode), while team mode's
 * code loads, and on the router's first render, before the first screen's code has arrived.
 */
export function StartingScreen() {
  return (
    <BootScreen>
      <p>Starting TalentFlow…</p>
    </BootScreen>
  );
}
