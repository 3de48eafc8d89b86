import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@/api/client';
import { MarkdownText } from '@/components/markdown-text';
import { Modal } from '@/components/modal';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { EXPIRY_DAYS, formatSalary } from '@/domain/offers';
import type { OfferAnswer } from '@/domain/schemas';
import { useDeclineOfferApproval } from '../api/decline-offer-approval';
import { offerLetterPdfUrl, useOfferLetter } from '../api/get-offer-letter';
import { useRecordOfferDecision } from '../api/record-offer-decision';
import { useSendOffer } from '../api/send-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';

/** A dialog's form: its fields, the API's refusal (the form kept as typed) and its two buttons. */
function DialogForm({
  children,
  error,
  pending,
  confirmLabel,
  pendingLabel,
  danger = false,
  onSubmit,
  onCancel,
}: {
  children: ReactNode;
  error: unknown;
  pending: boolean;
  confirmLabel: string;
  pendingLabel: string;
  danger?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className="offer-dialog-form" noValidate onSubmit={submit}>
      {children}
      {error !== null && error !== undefined && <ErrorMessage>{errorMessage(error)}</ErrorMessage>}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button
          type="submit"
          className={danger ? 'btn btn-danger-solid' : 'btn btn-primary'}
          disabled={pending}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </form>
  );
}

/** What the offer is, in a line: whose, which job, its salary. */
function OfferLine({ offer }: { offer: OfferAnswer }) {
  const terms = offer.versions[0];
  return (
    <p className="offer-dialog-line">
      {offer.candidate.name}, {offer.job.title}
      {terms && <>: {formatSalary(terms.salary)}</>} (version {offer.version})
    </p>
  );
}

interface DialogProps {
  /** The offer the dialog is about; none when it is closed. */
  offer: OfferAnswer | null;
  onClose: () => void;
  /** The write went through: what to say. */
  onDone: (message: string, offer: OfferAnswer) => void;
}

/** An approver declines: the reason is required, and the recruiter reads it on the offer. */
export function DeclineApprovalDialog({ offer, onClose, onDone }: DialogProps) {
  return (
    <Modal open={offer !== null} title="Decline this offer?" onClose={onClose}>
      {offer && <DeclineForm key={offer.id} offer={offer} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function DeclineForm({ offer, onClose, onDone }: DialogProps & { offer: OfferAnswer }) {
  const decline = useDeclineOfferApproval();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && reason.trim() === '' ? 'Say why the offer is declined.' : undefined;
  return (
    <DialogForm
      error={decline.error}
      pending={decline.isPending}
      confirmLabel="Decline"
      pendingLabel="Declining…"
      danger
      onCancel={onClose}
      onSubmit={() => {
        setTried(true);
        if (reason.trim() === '') return;
        decline.mutate(
          { offerId: offer.id, reason: reason.trim() },
          {
            onSuccess: (answer) =>
              onDone(`Offer for ${offer.candidate.name} declined: it is back to Draft.`, answer),
          },
        );
      }}
    >
      <OfferLine offer={offer} />
      <TextAreaField
        label="Reason (required)"
        hint="The recruiter reads it, and changes the terms or withdraws the offer."
        rows={3}
        required
        value={reason}
        error={missing}
        onChange={setReason}
      />
    </DialogForm>
  );
}

/**
 * Sending: a team server emails the candidate a private link for the days asked; browser mode sends
 * nothing, so the letter is printed and handed over, and the offer is marked as sent.
 */
export function SendOfferDialog({
  offer,
  team,
  expiryDays,
  onClose,
  onDone,
}: DialogProps & { team: boolean; expiryDays: number }) {
  return (
    <Modal
      open={offer !== null}
      title={team ? 'Send the offer to the candidate?' : 'Mark the offer as sent?'}
      onClose={onClose}
    >
      {offer && (
        <SendForm
          key={offer.id}
          offer={offer}
          team={team}
          expiryDays={expiryDays}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function SendForm({
  offer,
  team,
  expiryDays,
  onClose,
  onDone,
}: DialogProps & { offer: OfferAnswer; team: boolean; expiryDays: number }) {
  const send = useSendOffer();
  const [days, setDays] = useState(String(expiryDays));
  const [tried, setTried] = useState(false);
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= EXPIRY_DAYS.min && count <= EXPIRY_DAYS.max;
  const problem =
    tried && !valid
      ? `Enter a whole number of days from ${EXPIRY_DAYS.min} to ${EXPIRY_DAYS.max}.`
      : undefined;
  return (
    <DialogForm
      error={send.error}
      pending={send.isPending}
      confirmLabel={team ? 'Send to candidate' : 'Mark as sent'}
      pendingLabel={team ? 'Sending…' : 'Saving…'}
      onCancel={onClose}
      onSubmit={() => {
        setTried(true);
        if (!valid) return;
        send.mutate(
          { offerId: offer.id, expiryDays: count },
          {
            onSuccess: (answer) =>
              onDone(
                team
                  ? `Offer sent to ${offer.candidate.name}.`
                  : `Offer for ${offer.candidate.name} marked as sent.`,
                answer,
              ),
          },
        );
      }}
    >
      <OfferLine offer={offer} />
      <p>
        {team
          ? `${offer.candidate.name} gets an email with a private link, where they read the letter and accept it by signing with their name, or decline it.`
          : 'In browser mode TalentFlow sends nothing itself: print the letter (Preview letter, then Print) and hand it to the candidate. Record their answer here once they give it.'}
      </p>
      <TextField
        label="Days the offer stays open"
        type="number"
        inputMode="numeric"
        min={EXPIRY_DAYS.min}
        max={EXPIRY_DAYS.max}
        step={1}
        hint={
          team
            ? 'After them the link no longer opens.'
            : 'How long the candidate has to answer, from today.'
        }
        value={days}
        error={problem}
        onChange={setDays}
      />
    </DialogForm>
  );
}

/** Withdrawing an open offer, with a reason if one is given. */
export function WithdrawOfferDialog({ offer, onClose, onDone }: DialogProps) {
  return (
    <Modal open={offer !== null} title="Withdraw this offer?" onClose={onClose}>
      {offer && <WithdrawForm key={offer.id} offer={offer} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function WithdrawForm({ offer, onClose, onDone }: DialogProps & { offer: OfferAnswer }) {
  const withdraw = useWithdrawOffer();
  const [reason, setReason] = useState('');
  return (
    <DialogForm
      error={withdraw.error}
      pending={withdraw.isPending}
      confirmLabel="Withdraw offer"
      pendingLabel="Withdrawing…"
      danger
      onCancel={onClose}
      onSubmit={() =>
        withdraw.mutate(
          { offerId: offer.id, reason: reason.trim() || undefined },
          { onSuccess: (answer) => onDone('Offer withdrawn.', answer) },
        )
      }
    >
      <OfferLine offer={offer} />
      <p>
        {offer.status === 'sent'
          ? 'The candidate’s link stops opening. A new offer can be drafted afterwards.'
          : 'A new offer can be drafted afterwards.'}
      </p>
      <TextAreaField label="Reason (optional)" rows={2} value={reason} onChange={setReason} />
    </DialogForm>
  );
}

/** The candidate's answer given outside TalentFlow: accepted with the name they signed, or declined. */
export function RecordAnswerDialog({ offer, onClose, onDone }: DialogProps) {
  return (
    <Modal open={offer !== null} title="Record the candidate’s answer" onClose={onClose}>
      {offer && <RecordForm key={offer.id} offer={offer} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function RecordForm({ offer, onClose, onDone }: DialogProps & { offer: OfferAnswer }) {
  const record = useRecordOfferDecision();
  const [decision, setDecision] = useState<'accepted' | 'declined'>('accepted');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const group = useId();
  const missing =
    tried && decision === 'accepted' && name.trim() === ''
      ? 'Type the name the candidate signed with.'
      : undefined;
  return (
    <DialogForm
      error={record.error}
      pending={record.isPending}
      confirmLabel="Record answer"
      pendingLabel="Recording…"
      onCancel={onClose}
      onSubmit={() => {
        setTried(true);
        if (decision === 'accepted' && name.trim() === '') return;
        record.mutate(
          {
            offerId: offer.id,
            answer:
              decision === 'accepted'
                ? { decision, name: name.trim() }
                : { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
          },
          {
            onSuccess: (answer) =>
              onDone(
                decision === 'accepted'
                  ? `${offer.candidate.name} accepted the offer, and is now hired.`
                  : `${offer.candidate.name} declined the offer.`,
                answer,
              ),
          },
        );
      }}
    >
      <OfferLine offer={offer} />
      <fieldset className="offer-answer-choice">
        <legend className="field-label">Their answer</legend>
        <label className="offer-radio">
          <input
            type="radio"
            name={group}
            checked={decision === 'accepted'}
            onChange={() => setDecision('accepted')}
          />
          <span>Accepted</span>
        </label>
        <label className="offer-radio">
          <input
            type="radio"
            name={group}
            checked={decision === 'declined'}
            onChange={() => setDecision('declined')}
          />
          <span>Declined</span>
        </label>
      </fieldset>
      {decision === 'accepted' ? (
        <TextField
          label="Name they signed"
          hint={`Their full name as the letter gives it (${offer.candidate.name}). An acceptance moves the candidate to Hired.`}
          autoComplete="off"
          value={name}
          error={missing}
          onChange={setName}
        />
      ) : (
        <TextAreaField
          label="Their reason (optional)"
          rows={2}
          value={reason}
          onChange={setReason}
        />
      )}
    </DialogForm>
  );
}

/** The letter as the candidate would read it, with its PDF (team mode) and a way to print it. */
export function LetterDialog({
  offer,
  onClose,
}: {
  offer: OfferAnswer | null;
  onClose: () => void;
}) {
  const letter = useOfferLetter(offer);
  return (
    <Modal open={offer !== null} title="Offer letter" onClose={onClose}>
      {offer && (
        <div className="offer-letter-dialog">
          {letter.isPending && <LoadingMessage>Loading the letter…</LoadingMessage>}
          {letter.isError && (
            <ErrorMessage>Could not load the letter: {errorMessage(letter.error)}</ErrorMessage>
          )}
          {letter.isSuccess && (
            <>
              <p className="field-hint">
                Version {letter.data.version}, as {offer.candidate.name} would read it.
              </p>
              <MarkdownText text={letter.data.markdown} className="offer-letter" />
            </>
          )}
          <div className="form-actions offer-letter-actions">
            {letter.data?.pdf && (
              <a className="btn" href={offerLetterPdfUrl(offer.id)} download>
                Download PDF
              </a>
            )}
            <button
              type="button"
              className="btn"
              disabled={!letter.isSuccess}
              onClick={() => window.print()}
            >
              Print
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
