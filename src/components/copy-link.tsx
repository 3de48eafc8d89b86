import { publicOrigin } from '@/api/mode';
import { useId, useRef, useState } from 'react';

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
 * A link to pass on, in a labelled read-only field with a Copy button. Where the page may not
 * write to the clipboard, the link is selected and the reader is told how to copy it.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopied({ ok: true, message: 'Link copied.' });
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied({
        ok: false,
        message:
          'Could not copy the link here. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
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
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn" onClick={() => void copy()}>
            Copy link
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
