import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { usePrivacySettings } from '@/api/queries/get-privacy-settings';
import type { PrivacySettings } from '@/api/types';
import { MarkdownText } from '@/components/markdown-text';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { NOTICE_MAX, RETENTION_MONTHS_MAX } from '@/domain/privacy';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useSavePrivacySettings } from '../api/save-privacy-settings';
import {
  bodyOf,
  draftOf,
  fieldError,
  sameDraft,
  savedMessage,
  type PrivacyDraft,
  type PrivacyErrors,
  type PrivacyField,
} from '../logic/privacy-form';
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
  const [draft, setDraft] = useState(() => draftOf(kept));
  // The settings changed elsewhere (another tab): shown, unless this form has unsaved edits.
  const [seen, setSeen] = useState(kept);
  if (seen !== kept) {
    setSeen(kept);
    if (sameDraft(draft, draftOf(seen))) setDraft(draftOf(kept));
  }
  const [errors, setErrors] = useState<PrivacyErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const save = useSavePrivacySettings();
  const sending = useInFlightLock();
  const changed = !sameDraft(draft, draftOf(kept));
  const previewId = useId();
  const consentErrorId = useId();

  const noticeText = useRef<HTMLTextAreaElement>(null);
  const noticeUrl = useRef<HTMLInputElement>(null);
  const consentRequired = useRef<HTMLInputElement>(null);
  const retentionMonths = useRef<HTMLInputElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // After a refusal the cursor goes to the field it names (once its error is on screen), or
  // back to Save; a fresh object each time, so the same field takes it again.
  const [focusRequest, setFocusRequest] = useState<{ target: PrivacyField | 'save' } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const targets = { noticeText, noticeUrl, consentRequired, retentionMonths, save: saveButton };
    targets[focusRequest.target].current?.focus();
  }, [focusRequest]);

  const change = (patch: Partial<PrivacyDraft>) => {
    setDraft({ ...draft, ...patch });
    setSaid('');
    setFailure(null);
    const edited = Object.keys(patch) as PrivacyField[];
    if (edited.some((field) => errors[field]))
      setErrors(
        Object.fromEntries(
          Object.entries(errors).filter(([f]) => !edited.includes(f as PrivacyField)),
        ),
      );
  };

  const refuse = (field: PrivacyField, message: string) => {
    setErrors({ [field]: message });
    setFocusRequest({ target: field });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const built = bodyOf(draft);
    if ('field' in built) return refuse(built.field, built.message);
    if (!sending.acquire()) return;
    setErrors({});
    setFailure(null);
    setSaid('');
    save.mutate(built.body, {
      onSettled: sending.release,
      onSuccess: (saved) => {
        // What the server kept (the notice trimmed, an empty link null) is what the form shows.
        setDraft(draftOf(saved));
        setSaid(savedMessage(saved));
      },
      onError: (error) => {
        const found = fieldError(error);
        if (found) return refuse(found.field, found.message);
        setFailure(
          `Could not save the privacy settings: ${errorMessage(error)} Your changes are still here.`,
        );
        setFocusRequest({ target: 'save' });
      },
    });
  };

  return (
    <form className="privacy-form" aria-label="Privacy" onSubmit={submit} noValidate>
      <TextAreaField
        label={NOTICE_LABEL}
        value={draft.noticeText}
        maxLength={NOTICE_MAX}
        rows={8}
        hint="Markdown. Shown above the Submit button of every application form; leave it empty to show none."
        error={errors.noticeText}
        textareaRef={noticeText}
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
        inputRef={noticeUrl}
        onChange={(noticeUrl) => change({ noticeUrl })}
      />
      <div className="field">
        <label className="security-option">
          <input
            ref={consentRequired}
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
        inputRef={retentionMonths}
        onChange={(retentionMonths) => change({ retentionMonths })}
      />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <p role="status" className="field-hint">
        {said}
      </p>
      <div className="form-actions">
        {/* Never disabled: a disabled button would drop the focus; the lock sends once. */}
        <button
          ref={saveButton}
          type="submit"
          className="btn btn-primary"
          aria-disabled={save.isPending || !changed || undefined}
        >
          {save.isPending ? 'Saving…' : 'Save privacy settings'}
        </button>
      </div>
    </form>
  );
}
