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
