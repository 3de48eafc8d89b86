import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { ErrorMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import {
  TEMPLATE_LIMITS,
  TEMPLATE_VARIABLES,
  templateProblems,
  type EmailTemplate,
  type EmailTemplateText,
} from '@/domain/email-templates';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useCreateEmailTemplate } from '../api/create-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';

interface EmailTemplateFormProps {
  /** The template to change; none to add one. */
  template?: EmailTemplate;
  onPendingChange: (pending: boolean) => void;
  onCancel: () => void;
  onSaved: (saved: EmailTemplate) => void;
}

/**
 * A template's name, subject and body, with the variables it may use. The template rules are
 * checked before anything is sent; the server's refusal is shown too, and the words stay.
 */
export function EmailTemplateForm({
  template,
  onPendingChange,
  onCancel,
  onSaved,
}: EmailTemplateFormProps) {
  const [draft, setDraft] = useState<EmailTemplateText>(() => ({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  }));
  // Once a save was tried, the problems follow the words, and go once they are fixed.
  const [tried, setTried] = useState(false);
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const saving = create.isPending || update.isPending;
  const [saveError, setSaveError] = useState<string | null>(null);
  // A double click on Save must save once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const submitRef = useRef<HTMLButtonElement>(null);
  const variablesId = useId();
  const problems = tried ? templateProblems(draft) : [];

  // A refused save leaves the form as it was; Save takes the focus it lost while disabled.
  useEffect(() => {
    if (saveError) submitRef.current?.focus();
  }, [saveError]);

  const change = (patch: Partial<EmailTemplateText>) => {
    setDraft({ ...draft, ...patch });
    setSaveError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (templateProblems(draft).length > 0) return;
    if (!sending.acquire()) return;
    setSaveError(null);
    onPendingChange(true);
    try {
      const saved = template
        ? await update.mutateAsync({ id: template.id, body: draft })
        : await create.mutateAsync(draft);
      onSaved(saved);
    } catch (error) {
      onPendingChange(false);
      setSaveError(`Could not save the template: ${errorMessage(error)}`);
    } finally {
      sending.release();
    }
  };

  return (
    <form className="template-form" noValidate onSubmit={submit}>
      <TextField
        label="Name"
        value={draft.name}
        maxLength={TEMPLATE_LIMITS.name}
        autoComplete="off"
        aria-required="true"
        onChange={(name) => change({ name })}
      />
      <TextField
        label="Subject"
        value={draft.subject}
        maxLength={TEMPLATE_LIMITS.subject}
        autoComplete="off"
        aria-required="true"
        onChange={(subject) => change({ subject })}
      />
      <TextAreaField
        label="Body"
        value={draft.body}
        maxLength={TEMPLATE_LIMITS.body}
        rows={9}
        aria-required="true"
        hint="Plain text. The variables below are filled in for each candidate."
        onChange={(body) => change({ body })}
      />
      <section className="template-variables" aria-labelledby={variablesId}>
        <h3 id={variablesId}>Variables</h3>
        <p className="field-hint">
          Written in double braces, in the subject or the body. The interview’s are filled in only
          in an interview invitation.
        </p>
        <dl>
          {Object.entries(TEMPLATE_VARIABLES).map(([name, description]) => (
            <div key={name}>
              <dt>
                <code>{`{{${name}}}`}</code>
              </dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </section>
      {problems.length > 0 && (
        <ul className="template-problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button ref={submitRef} type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save template'}
        </button>
      </div>
    </form>
  );
}
