import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { usePrivacySettings } from '@/api/queries/get-privacy-settings';
import type { PrivacySettings } from '@/api/types';
import { MarkdownText } from '@/components/markdown-text';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { NOTICE_MAX, RETENTION_MONTHS_MAX } from '@/domain/privacy';
import { useSavePrivacySettings } from '../api/save-privacy-settings';
import { bodyOf, draftOf, PRIVACY_FIELDS, savedMessage } from '../logic/privacy-form';
import { useSettingsForm } from '../logic/use-settings-form';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { RetentionSection } from './retention-section';

export const NOTICE_LABEL = 'Privacy notice';
export const POLICY_LINK_LABEL = 'Link to the full privacy policy';
export const CONSENT_LABEL = 'Ask applicants for consent before they apply';
export const RETENTION_LABEL = 'Keep idle candidates for';

/**
 * The team's privacy settings: the notice every apply page shows (Markdown, previewed as
 * applicants will see it), a link to the full policy, consent, and how long idle candidates are
 * kept, with who that would erase today. A refused save keeps what was typed and says what is
 * wrong next to the field.
 */
export function PrivacySection() {
  const kept = usePrivacySettings();
  return (
    <section className="panel settings-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Privacy</h2>
      <p className="field-hint">
        What applicants are told about their data, and how long it is kept.
      </p>
      {kept.isPending && <LoadingMessage>Loading the privacy settings…</LoadingMessage>}
      {kept.isError && (
        <ErrorMessage>Could not load the privacy settings: {errorMessage(kept.error)}</ErrorMessage>
      )}
      {kept.isSuccess && (
        <>
          <PrivacyForm kept={kept.data} />
          <RetentionSection />
        </>
      )}
    </section>
  );
}

function PrivacyForm({ kept }: { kept: PrivacySettings }) {
  const { draft, errors, focusable, change, submit, footer } = useSettingsForm({
    kept,
    fields: PRIVACY_FIELDS,
    draftOf,
    bodyOf,
    save: useSavePrivacySettings(),
    subject: 'the privacy settings',
    savedMessage,
    keepOtherErrors: true,
  });
  const previewId = useId();
  const consentErrorId = useId();

  return (
    <form className="privacy-form" aria-label="Privacy" onSubmit={submit} noValidate>
      <TextAreaField
        label={NOTICE_LABEL}
        value={draft.noticeText}
        maxLength={NOTICE_MAX}
        rows={8}
        hint="Markdown. Shown above the Submit button of every application form; leave it empty to show none."
        error={errors.noticeText}
        textareaRef={focusable('noticeText')}
        aria-controls={previewId}
        onChange={(noticeText) => change({ noticeText })}
      />
      <section className="privacy-preview" aria-labelledby={`${previewId}-heading`}>
        <h3 id={`${previewId}-heading`} className="privacy-preview-title">
          Preview
        </h3>
        <div id={previewId}>
          {draft.noticeText.trim() ? (
            <MarkdownText text={draft.noticeText} />
          ) : (
            <p className="field-hint">Applicants see no notice.</p>
          )}
        </div>
      </section>
      <TextField
        label={POLICY_LINK_LABEL}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={draft.noticeUrl}
        hint="Optional. An https:// address, shown with the notice; it opens in a new tab."
        error={errors.noticeUrl}
        inputRef={focusable('noticeUrl')}
        onChange={(noticeUrl) => change({ noticeUrl })}
      />
      <div className="field">
        <label className="security-option">
          <input
            ref={focusable('consentRequired')}
            type="checkbox"
            checked={draft.consentRequired}
            aria-invalid={errors.consentRequired ? true : undefined}
            aria-describedby={errors.consentRequired ? consentErrorId : undefined}
            onChange={(event) => change({ consentRequired: event.target.checked })}
          />
          {CONSENT_LABEL}
        </label>
        {errors.consentRequired && (
          <p id={consentErrorId} className="field-error" role="alert">
            {errors.consentRequired}
          </p>
        )}
      </div>
      <TextField
        label={RETENTION_LABEL}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="privacy-months"
        value={draft.retentionMonths}
        hint={`Months without activity, from 1 to ${RETENTION_MONTHS_MAX}. Leave it empty to keep candidates until they are erased by hand.`}
        error={errors.retentionMonths}
        inputRef={focusable('retentionMonths')}
        onChange={(retentionMonths) => change({ retentionMonths })}
      />
      <SettingsFormFooter {...footer} saveLabel="Save privacy settings" />
    </form>
  );
}
