import { useId } from 'react';
import { CopyField } from '@/components/copy-link';

/**
 * A token's secret, shown once after it is made: a read-only field with a Copy button. Focus
 * moves to it, so a keyboard or screen reader user lands on what must be copied now.
 */
export function TokenSecret({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const titleId = useId();

  return (
    <div className="token-secret" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="token-secret-title">
        Token <strong>{name}</strong> created.
      </p>
      <p className="token-secret-warning">Copy this token now. It will not be shown again.</p>
      <CopyField value={secret} label="New API token" noun="token" focus />
      <div className="form-actions">
        <button type="button" className="btn" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
