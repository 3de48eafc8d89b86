import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RejectBody, RejectionReasons } from '@/api/types';
import { useEmailTemplates } from '@/api/queries/get-email-templates';
import { useSession } from '@/lib/session';
import {
  emptyRejectionDraft,
  rejectBody,
  rejectionProblems,
  rejectionWording,
  type RejectionDraft,
  type RejectionProblems,
} from '../logic/rejection-form';
import { EmailCompose, focusFirstProblem, useEmailFieldRefs } from './email-compose';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { candidatesText } from '../logic/selection';
import { BulkDialogActions } from './bulk-dialog-actions';
import { RejectionReasonField } from './rejection-reason-field';

const NOTE_MAX = 1000;

interface BulkRejectDialogProps {
  open: boolean;
  /** How many are selected: the title and the button say it. */
  count: number;
  reasons: UseQueryResult<RejectionReasons>;
  busy: boolean;
  /** The request has taken more than a second. */
  slow: boolean;
  onClose: () => void;
  /** Sends the rejection: null once it is saved, or what went wrong (the dialog stays open). */
  onReject: (body: RejectBody) => Promise<string | null>;
}

/**
 * "Reject…" on the bulk bar: one of the team's reasons (required), an optional note and, on a team
 * server, an email to each from the rejection template (now or later, each cancellable until it
 * goes), as a single rejection's.
 */
export function BulkRejectDialog({
  open,
  count,
  reasons,
  busy,
  slow,
  onClose,
  onReject,
}: BulkRejectDialogProps) {
  return (
    // Closing while the rejection is sent would hide its outcome, so it waits.
    <Modal
      open={open}
      title={`Reject ${candidatesText(count)}?`}
      onClose={() => !busy && onClose()}
    >
      {open && (
        <BulkRejectForm
          count={count}
          reasons={reasons}
          busy={busy}
          slow={slow}
          onCancel={onClose}
          onReject={onReject}
        />
      )}
    </Modal>
  );
}

function BulkRejectForm({
  count,
  reasons,
  busy,
  slow,
  onCancel,
  onReject,
}: Omit<BulkRejectDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  // Only a team server sends each their own email; browser mode's mail app writes to one at a time.
  const team = useSession().mode === 'team';
  const templates = useEmailTemplates();
  const wording = rejectionWording(templates.data?.templates);
  const [typed, setTyped] = useState<RejectionDraft>(() => ({
    ...emptyRejectionDraft(),
    sendEmail: team,
  }));
  // Until the recruiter changes the words, they are the template's, even one that came late.
  const [reworded, setReworded] = useState(false);
  const draft = reworded ? typed : { ...typed, subject: wording.subject, message: wording.body };
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<RejectionProblems>({});
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const emailRefs = useEmailFieldRefs();
  const submitRef = useRef<HTMLButtonElement>(null);

  // A refused rejection leaves the form as it was, with focus on the button that sent it.
  useEffect(() => {
    if (error) submitRef.current?.focus();
  }, [error]);

  const change = (patch: Partial<RejectionDraft>) => {
    const next = { ...draft, ...patch };
    setTyped(next);
    if (patch.subject !== undefined || patch.message !== undefined) setReworded(true);
    setError(null);
    if (tried) setProblems(rejectionProblems(next, { later: team, now: new Date() }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = rejectionProblems(draft, { later: team, now: new Date() });
    setTried(true);
    setProblems(found);
    if (found.reason) {
      reasonRef.current?.focus();
      return;
    }
    if (focusFirstProblem(found, emailRefs)) return;
    setError(null);
    const failed = await onReject(
      rejectBody(draft, { later: team, templateId: wording.templateId }),
    );
    if (failed) setError(`Could not reject ${candidatesText(count)}. ${failed}`);
  };

  return (
    <form className="reject-form" noValidate onSubmit={(event) => void submit(event)}>
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
        hint={
          team
            ? 'Optional. Kept on each candidate’s timeline; they do not see it.'
            : 'Optional. Kept on each candidate’s timeline; they do not see it. No email is sent: your mail app writes to one candidate at a time, from their profile.'
        }
        onChange={(note) => change({ note })}
      />
      {team && (
        <label className="reject-check">
          <input
            type="checkbox"
            checked={draft.sendEmail}
            onChange={(event) => change({ sendEmail: event.target.checked })}
          />
          Send each a rejection email
        </label>
      )}
      {team && draft.sendEmail && (
        <div className="reject-email">
          <EmailCompose
            draft={draft}
            problems={problems}
            later
            mailAppNote=""
            refs={emailRefs}
            onChange={change}
          />
        </div>
      )}
      <BulkDialogActions
        slow={slow}
        error={error}
        busy={busy}
        onCancel={onCancel}
        submitRef={submitRef}
        submitClass="btn-danger-solid"
      >
        {busy ? 'Rejecting…' : `Reject ${candidatesText(count)}`}
      </BulkDialogActions>
    </form>
  );
}
