import type { ReactNode } from 'react';
import { CopyLink } from '@/components/copy-link';

export { absoluteUrl } from '@/components/copy-link';

/** A one-time invitation link to pass on; `children` says what it is. */
export function InviteLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <div className="invite-result">
      <p role="status" className="invite-result-title">
        {children}
      </p>
      <CopyLink url={url} label="Invitation link" />
    </div>
  );
}
