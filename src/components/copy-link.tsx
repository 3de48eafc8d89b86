import { useEffect, useId, useRef, useState } from 'react';
import { publicOrigin } from '@/api/mode';

/**
 * A link made absolute so it can be sent to someone (the server may answer a path): on the team
 * server's public address when it has one, else on the one this page was opened at.
 */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, publicOrigin() ?? window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * Text to pass on (a link, a token, a secret), in a labelled read-only field with a Copy button.
 * Where the page may not write to the clipboard, the text is selected and the reader is told how
 * to copy it. `focus`: the field takes focus when shown, for text that must be copied now.
 */
export function CopyField({
  value,
  label,
  noun,
  button = 'Copy',
  focus = false,
}: {
  value: string;
  label: string;
  noun: 'link' | 'token' | 'secret';
  button?: string;
  focus?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus, value]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
      setCopied({ ok: true, message: `${noun[0]!.toUpperCase()}${noun.slice(1)} copied.` });
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied({
        ok: false,
        message: `Could not copy the ${noun} here. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.`,
      });
    }
  };

  return (
    <div className="copy-link">
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <div className="copy-row">
          <input
            ref={input}
            id={inputId}
            type={noun === 'link' ? 'url' : 'text'}
            readOnly
            spellCheck={false}
            autoComplete="off"
            value={value}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn" onClick={() => void copy()}>
            {button}
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
    </div>
  );
}

/** A link to pass on, with a "Copy link" button. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  return <CopyField value={url} label={label} noun="link" button="Copy link" />;
}
