import { useId, useState } from 'react';
import { Link } from 'react-router';
import { absoluteUrl } from '@/components/copy-link';

export const STATUS_LINK_HELP =
  'Keep this private link to follow your application and download your data. There you can withdraw it (the team keeps its record) or erase it for good.';

/** The app's path of a status link: the API answers a full URL, which may name another address. */
function pathOf(statusUrl: string): string {
  try {
    return new URL(statusUrl, window.location.origin).pathname;
  } catch {
    return statusUrl;
  }
}

/**
 * The applicant's private status link, shown once after applying: the link itself (followed
 * inside the app, so it works in both homes) and a Copy button.
 */
export function StatusLink({ statusUrl }: { statusUrl: string }) {
  const headingId = useId();
  const path = pathOf(statusUrl);
  // Shown and copied on the team's public address when it has one, else on this page's.
  const url = absoluteUrl(path);
  const [copied, setCopied] = useState<{ ok: boolean; message: string } | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopied({ ok: true, message: 'Link copied.' });
    } catch {
      setCopied({
        ok: false,
        message:
          'Could not copy the link here. Press and hold the link, or right-click it, to copy it.',
      });
    }
  };

  return (
    <section className="status-link" aria-labelledby={headingId}>
      <h2 id={headingId}>Your private link</h2>
      <p>{STATUS_LINK_HELP}</p>
      <p className="status-link-url">
        <Link to={path}>{url}</Link>
      </p>
      <button type="button" className="btn" onClick={() => void copy()}>
        Copy link
      </button>
      {/* Always there, so the words are announced when they come. */}
      <p role="status" className={copied?.ok === false ? 'copy-status is-error' : 'copy-status'}>
        {copied?.message}
      </p>
    </section>
  );
}
