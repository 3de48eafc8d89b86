import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import { useEmailTemplates } from '@/api/queries/get-email-templates';
import { useRejectionReasons } from '@/api/queries/get-rejection-reasons';
import type { Candidate, RejectionReasons } from '@/api/types';
import type { EmailTemplate } from '@/domain/email-templates';
import { Modal } from '@/components/modal';
import { ErrorMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { useToast } from '@/components/toast';
import { formatDateTime } from '@/lib/format-date-time';
import { mailApp, mailtoHref } from '@/lib/mail-app';
import { useSession } from '@/lib/session';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useRejectCandidate } from '../api/reject-candidate';
import {
  emptyRejectionDraft,
  rejectBody,
  rejectedMessage,
  rejectionProblems,
  rejectionWording,
  type RejectionDraft,
  type RejectionProblems,
} from '../logic/rejection-form';
import { EmailCompose, focusFirstProblem, useEmailFieldRefs } from './email-compose';
import { RejectionReasonField } from './rejection-reason-field';

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
  // Only a team server keeps an email to send it later; browser mode's mail app sends it now.
  const later = useSession().mode === 'team';
  const wording = rejectionWording(templates);
  const [typed, setTyped] = useState<RejectionDraft>(emptyRejectionDraft);
  // Until the recruiter changes the words, they are the template's, even one that came late.
  const [reworded, setReworded] = useState(false);
  const draft = reworded ? typed : { ...typed, subject: wording.subject, message: wording.body };
  // Once a send was tried, each field says what keeps it back, and stops once it is fixed.
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<RejectionProblems>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const reject = useRejectCandidate();
  // A double click on Reject must send once: `isPending` is only true after a render.
  const sending = useInFlightLock();
  const toast = useToast();
  const reasonRef = useRef<HTMLSelectElement>(null);
  const emailRefs = useEmailFieldRefs();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = rejectionProblems(draft, { later, now: new Date() });
    setTried(true);
    setProblems(found);
    if (found.reason) {
      reasonRef.current?.focus();
      return;
    }
    if (focusFirstProblem(found, emailRefs)) return;
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

  return (
    <form className="reject-form" noValidate onSubmit={submit}>
      <RejectionReasonField
        reasons={reasons}
        value={draft.reason}
        error={problems.reason}
        selectRef={reasonRef}
        onChange={(reason) => change({ reason })}
      />
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
          <EmailCompose
            candidate={candidate}
            draft={draft}
            problems={problems}
            later={later}
            mailAppNote="Your mail app opens with the email once the candidate is rejected: TalentFlow sends nothing itself."
            refs={emailRefs}
            onChange={change}
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
