import { useId } from 'react';
import type { PrivacySettings } from '@/api/types';
import { MarkdownText } from '@/components/markdown-text';

/** What the applicant's link lets them do, in words: withdrawing and erasing are not the same. */
export const PRIVACY_RIGHTS =
  'After you apply, your private link lets you download what you sent, withdraw your application (the team stops considering you and keeps its record) or erase it (everything you sent is deleted).';

/**
 * The team's privacy notice, above the applicant's Submit button: its Markdown (through the one
 * Markdown component, which never turns raw HTML into elements) and the link to the full policy.
 * Nothing at all when the team wrote no notice.
 */
export function PrivacyNotice({
  settings,
  consent,
}: {
  settings: PrivacySettings | undefined;
  /** The unticked "I agree" box, where the team asks for consent. */
  consent?: { id: string; checked: boolean; error?: string; onChange: (checked: boolean) => void };
}) {
  const headingId = useId();
  if (!settings?.noticeText.trim()) return null;
  return (
    <section className="panel privacy-notice" aria-labelledby={headingId}>
      <h2 id={headingId} className="privacy-notice-title">
        How we use your data
      </h2>
      <MarkdownText text={settings.noticeText} />
      <p className="privacy-notice-rights">{PRIVACY_RIGHTS}</p>
      {settings.noticeUrl && (
        <p className="privacy-notice-link">
          <a href={settings.noticeUrl} target="_blank" rel="noopener noreferrer">
            Read the full privacy policy
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {consent && (
        <div className="privacy-consent">
          <label htmlFor={consent.id} className="privacy-consent-label">
            <input
              id={consent.id}
              type="checkbox"
              checked={consent.checked}
              aria-invalid={consent.error ? true : undefined}
              aria-describedby={consent.error ? `${consent.id}-error` : undefined}
              onChange={(event) => consent.onChange(event.target.checked)}
            />
            <span>
              I agree to how my data is used, as this notice says.
              <span aria-hidden="true" className="required-mark">
                {' '}
                *
              </span>
            </span>
          </label>
          {consent.error && (
            <p id={`${consent.id}-error`} className="field-error" role="alert">
              {consent.error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
