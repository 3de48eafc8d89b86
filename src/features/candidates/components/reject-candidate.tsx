import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import { useEmailTemplates } from '@/api/queries/get-email-templates';
import { useJob } from '@/api/queries/get-job';
import { useRejectionReasons } from '@/api/queries/get-rejection-reasons';
import type { Candidate, RejectionReasons } from '@/api/types';
import type { EmailTemplate } from '@/domain/email-templates';
import { Modal } from '@/components/modal';
import { SelectField } from '@/components/select-field';
import { ErrorMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import {
  firstName,
  renderEmail,
  TEMPLATE_LIMITS,
  type TemplateValues,
} from '@/domain/email-templates';
import { formatDateTime } from '@/lib/format-date-time';
import { mailApp, mailtoHref } from '@/lib/mail-app';
import { useMember, useSession } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useRejectCandidate } from '../api/reject-candidate';
import {
  defaultSendAt,
  emptyRejectionDraft,
  REJECTION_FIELDS,
  rejectBody,
  rejectedMessage,
  rejectionProblems,
  rejectionWording,
  toLocalInput,
  type RejectionDraft,
  type RejectionProblems,
} from '../logic/rejection-form';

const NOTE_MAX = 1000;

interface RejectCandidateProps {
  candidate: Candidate;
  /** Where focus goes once the candidate is rejected: the Reject button is gone by then. */
  onRejected?: () => void;
}

/**
 * "Reject": turns a candidate down with one of the team's reasons, an optional note for the
 * timeline and, unless unticked, an email to them worded from the rejection template. The dialog
 * waits for the server; a refusal is shown in it and changes nothing.
 */
export function RejectCandidate({ candidate, onRejected }: RejectCandidateProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Asked for with the profile, so the lists are there when the dialog opens.
  const reasons = useRejectionReasons();
  const templates = useEmailTemplates();
  const rejected = useRef(false);

  // Runs after the modal's own effect (a child's runs first), which gives focus back to the
  // Reject button: after a rejection that button is gone, so focus goes where the page says.
  useEffect(() => {
    if (open || !rejected.current) return;
    rejected.current = false;
    onRejected?.();
  }, [open, onRejected]);

  return (
    <>
      {candidate.stage !== 'rejected' && (
        <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
          Reject
        </button>
      )}
      {/* Closing while the rejection is sent would hide its outcome, so it waits. */}
      <Modal
        open={open}
        title={`Reject ${candidate.name}?`}
        onClose={() => !pending && setOpen(false)}
      >
        {open && (
          <RejectForm
            candidate={candidate}
            reasons={reasons}
            templates={templates.data?.templates}
            onPendingChange={setPending}
            onCancel={() => setOpen(false)}
            onDone={() => {
              rejected.current = true;
              setPending(false);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}

interface RejectFormProps {
  candidate: Candidate;
  reasons: UseQueryResult<RejectionReasons>;
  /** The team's templates; until they come (or if they cannot), the built-in words. */
  templates: EmailTemplate[] | undefined;
  onPendingChange: (pending: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}

function RejectForm({
  candidate,
  reasons,
  templates,
  onPendingChange,
  onCancel,
  onDone,
}: RejectFormProps) {
  const session = useSession();
  const member = useMember();
  // Only a team server keeps an email to send it later; browser mode's mail app sends it now.
  const later = session.mode === 'team';
  const job = useJob(candidate.jobId);
  const wording = rejectionWording(templates);
  const [typed, setTyped] = useState<RejectionDraft>(emptyRejectionDraft);
  // Until the recruiter changes the words, they are the template's, even one that came late.
  const [reworded, setReworded] = useState(false);
  const draft = reworded ? typed : { ...typed, subject: wording.subject, message: wording.body };
  // Once a send was tried, each field says what keeps it back, and stops once it is fixed.
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<RejectionProblems>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [earliest, setEarliest] = useState('');
  const reject = useRejectCandidate();
  // A double click on Reject must send once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const toast = useToast();
  const ids = useId();
  const reasonRef = useRef<HTMLSelectElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sendAtRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const saving = reject.isPending;

  // A refused rejection leaves the form as it was; Reject takes the focus it lost while disabled.
  useEffect(() => {
    if (saveError) submitRef.current?.focus();
  }, [saveError]);

  const change = (patch: Partial<RejectionDraft>) => {
    const next = { ...draft, ...patch };
    setTyped(next);
    if (patch.subject !== undefined || patch.message !== undefined) setReworded(true);
    setSaveError(null);
    if (tried) setProblems(rejectionProblems(next, { later, now: new Date() }));
  };

  const chooseLater = () => {
    const now = new Date();
    setEarliest(toLocalInput(now));
    change({ when: 'later', sendAt: draft.sendAt || defaultSendAt(now) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = rejectionProblems(draft, { later, now: new Date() });
    setTried(true);
    setProblems(found);
    const first = REJECTION_FIELDS.find((field) => found[field]);
    if (first) {
      const refs = {
        reason: reasonRef,
        subject: subjectRef,
        message: messageRef,
        sendAt: sendAtRef,
      };
      refs[first].current?.focus();
      return;
    }
    if (!sending.acquire()) return;
    setSaveError(null);
    onPendingChange(true);
    try {
      const { email } = await reject.mutateAsync({
        candidate,
        body: rejectBody(draft, { later, templateId: wording.templateId }),
      });
      const href = email?.state === 'mail-app' ? mailtoHref(email) : null;
      onDone();
      toast.show(
        rejectedMessage(candidate.name, email, {
          openedMailApp: href !== null,
          formatTime: formatDateTime,
        }),
        'success',
      );
      if (href) mailApp.open(href);
    } catch (error) {
      onPendingChange(false);
      setSaveError(`Could not reject ${candidate.name}: ${errorMessage(error)}`);
    } finally {
      sending.release();
    }
  };

  const values: TemplateValues = {
    'candidate.name': candidate.name,
    'candidate.first_name': firstName(candidate.name),
    'candidate.email': candidate.email,
    'job.title': job.data?.title ?? '',
    // As the server fills it in: the member rejecting, or in browser mode the team as a whole.
    'sender.name': member?.name ?? 'The hiring team',
    'sender.email': member?.email ?? '',
  };

  return (
    <form className="reject-form" noValidate onSubmit={submit}>
      <SelectField
        label="Reason"
        value={draft.reason}
        aria-required="true"
        error={problems.reason}
        selectRef={reasonRef}
        data-autofocus
        onChange={(reason) => change({ reason })}
      >
        <option value="">{reasons.isPending ? 'Loading reasons…' : 'Choose a reason'}</option>
        {reasons.data?.reasons.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </SelectField>
      {reasons.isError && (
        <ErrorMessage>
          Could not load the rejection reasons: {errorMessage(reasons.error)}{' '}
          <button type="button" className="btn btn-sm" onClick={() => void reasons.refetch()}>
            Try again
          </button>
        </ErrorMessage>
      )}
      <TextAreaField
        label="Note"
        value={draft.note}
        maxLength={NOTE_MAX}
        rows={2}
        hint="Optional. Kept on the timeline; the candidate does not see it."
        onChange={(note) => change({ note })}
      />
      <label className="reject-check">
        <input
          type="checkbox"
          checked={draft.sendEmail}
          onChange={(event) => change({ sendEmail: event.target.checked })}
        />
        Send a rejection email
      </label>
      {draft.sendEmail && (
        <div className="reject-email">
          <TextField
            label="Subject"
            value={draft.subject}
            maxLength={TEMPLATE_LIMITS.subject}
            autoComplete="off"
            aria-required="true"
            error={problems.subject}
            inputRef={subjectRef}
            onChange={(subject) => change({ subject })}
          />
          <TextAreaField
            label="Message"
            value={draft.message}
            maxLength={TEMPLATE_LIMITS.body}
            rows={9}
            aria-required="true"
            hint="{{candidate.first_name}}, {{job.title}} and {{sender.name}} are filled in when it is sent."
            error={problems.message}
            textareaRef={messageRef}
            onChange={(message) => change({ message })}
          />
          {later ? (
            <fieldset className="reject-when">
              <legend className="field-label">When</legend>
              <label className="reject-check">
                <input
                  type="radio"
                  name={`${ids}-when`}
                  checked={draft.when === 'now'}
                  onChange={() => change({ when: 'now' })}
                />
                Send now
              </label>
              <label className="reject-check">
                <input
                  type="radio"
                  name={`${ids}-when`}
                  checked={draft.when === 'later'}
                  onChange={chooseLater}
                />
                Send later
              </label>
              {draft.when === 'later' && (
                <TextField
                  label="Send at"
                  type="datetime-local"
                  value={draft.sendAt}
                  min={earliest || undefined}
                  aria-required="true"
                  hint="Your time zone. It can be cancelled until then."
                  error={problems.sendAt}
                  inputRef={sendAtRef}
                  onChange={(sendAt) => change({ sendAt })}
                />
              )}
            </fieldset>
          ) : (
            <p className="field-hint">
              Your mail app opens with the email once the candidate is rejected: TalentFlow sends
              nothing itself.
            </p>
          )}
          <EmailPreview
            to={candidate.email}
            subject={draft.subject}
            message={draft.message}
            values={values}
          />
        </div>
      )}
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button ref={submitRef} type="submit" className="btn btn-danger-solid" disabled={saving}>
          {saving ? 'Rejecting…' : 'Reject'}
        </button>
      </div>
    </form>
  );
}

/** The email as the candidate will read it, the variables filled in; plain text, as it is sent. */
function EmailPreview({
  to,
  subject,
  message,
  values,
}: {
  to: string;
  subject: string;
  message: string;
  values: TemplateValues;
}) {
  const headingId = useId();
  let rendered: { subject: string; text: string } | null;
  try {
    rendered = renderEmail({ subject, body: message }, values);
  } catch {
    // A tag that cannot be read yet (being typed); the fields say what is wrong on Reject.
    rendered = null;
  }
  return (
    <section className="reject-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>Preview</h3>
      {rendered ? (
        <>
          <dl className="reject-preview-head">
            <div>
              <dt>To</dt>
              <dd>{to}</dd>
            </div>
            <div>
              <dt>Subject</dt>
              <dd>{rendered.subject}</dd>
            </div>
          </dl>
          <p className="reject-preview-text">{rendered.text}</p>
        </>
      ) : (
        <p className="muted-text">The preview shows once the subject and message can be read.</p>
      )}
    </section>
  );
}
