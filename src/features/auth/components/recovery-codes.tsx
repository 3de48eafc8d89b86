import { useEffect, useRef, useState } from 'react';
import { useMember } from '@/lib/session';
import { saveBlob } from '@/lib/save-file';

export const RECOVERY_CODES_ONCE =
  'They are shown only once. Save them somewhere safe, such as a password manager: if you lose your phone, each code signs you in once instead of a code from the app.';
export const RECOVERY_CODES_FILE = 'talentflow-recovery-codes.txt';

/** The text file a member keeps their codes in: what they are, for whom, then one code a line. */
export function recoveryCodesText(codes: string[], email: string | undefined): string {
  return [
    `TalentFlow recovery codes${email ? ` for ${email}` : ''}`,
    'Each code signs you in once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The recovery codes, right after two-factor sign-in was turned on: shown this once, with a
 * download and a copy, and a button to say they are saved. Focus starts on the heading.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const member = useMember();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const text = recoveryCodesText(codes, member?.email);
  const download = () => {
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE);
    setCopied({ ok: true, message: `Downloaded as ${RECOVERY_CODES_FILE}.` });
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied({ ok: true, message: 'Recovery codes copied.' });
    } catch {
      // The codes are selected instead, for the reader to copy.
      if (list.current) window.getSelection()?.selectAllChildren(list.current);
      setCopied({
        ok: false,
        message:
          'Could not copy the codes here. They are selected: press Ctrl+C (⌘C on a Mac) to copy them.',
      });
    }
  };

  return (
    <div className="recovery-codes">
      <h3 ref={heading} tabIndex={-1}>
        Save your recovery codes
      </h3>
      <p className="auth-note">{RECOVERY_CODES_ONCE}</p>
      <ol ref={list} className="recovery-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions recovery-actions">
        <button type="button" className="btn" onClick={download}>
          Download
        </button>
        <button type="button" className="btn" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          I have saved them
        </button>
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
