import { useEffect, useId, useRef, useState } from 'react';

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
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    input.current?.focus();
  }, [secret]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(secret);
      setCopied({ ok: true, message: 'Token copied.' });
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied({
        ok: false,
        message:
          'Could not copy the token here. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
      });
    }
  };

  return (
    <div className="token-secret" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="token-secret-title">
        Token <strong>{name}</strong> created.
      </p>
      <p className="token-secret-warning">Copy this token now. It will not be shown again.</p>
      <div className="field">
        <label htmlFor={inputId}>New API token</label>
        <div className="copy-row">
          <input
            ref={input}
            id={inputId}
            type="text"
            readOnly
            spellCheck={false}
            autoComplete="off"
            value={secret}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn" onClick={() => void copy()}>
            Copy
          </button>
        </div>
      </div>
      {copied && (
        <p
          role={copied.ok ? 'status' : 'alert'}
          className={copied.ok ? 'copy-status' : 'copy-status is-error'}
        >
          {copied.message}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
