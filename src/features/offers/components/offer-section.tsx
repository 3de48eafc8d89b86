import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useCandidate } from '@/api/queries/get-candidate';
import { useDecisionReview } from '@/components/decision-review';
import { Modal } from '@/components/modal';
import { SectionHeading } from '@/components/profile-sections';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { parsePositiveId } from '@/domain/ids';
import {
  CLOSED_OFFER,
  DEFAULT_OFFER_SETTINGS,
  formatDay,
  formatSalary,
  offerActions,
  type OfferSettings,
} from '@/domain/offers';
import type { OfferAnswer } from '@/domain/schemas';
import { useCan, useSession } from '@/lib/session';
import { useApproveOffer } from '../api/approve-offer';
import { useCandidateOffers } from '../api/get-candidate-offers';
import { useOfferSettings } from '../api/get-offer-settings';
import { useSubmitOffer } from '../api/submit-offer';
import {
  DeclineApprovalDialog,
  LetterDialog,
  RecordAnswerDialog,
  SendOfferDialog,
  WithdrawOfferDialog,
} from './offer-dialogs';
import { ApprovalSteps, OfferOutcome, OfferStatus, OfferTerms } from './offer-details';
import { OfferForm } from './offer-form';
import '../offers.css';

type DialogKind = 'decline' | 'send' | 'withdraw' | 'record' | 'letter';

/** The form's state: a new offer, or an open offer's terms to change. */
type Editing = { offer?: OfferAnswer } | null;

/** The open offer: where it stands, its terms and approval, and what may be done with it now. */
function OpenOffer({
  offer,
  settings,
  team,
  headingRef,
  onEdit,
  onDialog,
  onSaid,
}: {
  offer: OfferAnswer;
  settings: OfferSettings;
  team: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onEdit: () => void;
  onDialog: (kind: DialogKind) => void;
  onSaid: (message: string) => void;
}) {
  const actions = offerActions(offer.status);
  const submit = useSubmitOffer();
  const approve = useApproveOffer();
  const failed = submit.error ?? approve.error;
  const templateName = (id: string) => settings.templates.find((t) => t.id === id)?.name;
  return (
    <article className="offer-card" aria-labelledby={`offer-${offer.id}-heading`}>
      <div className="offer-card-head">
        <h3 id={`offer-${offer.id}-heading`} ref={headingRef} tabIndex={-1}>
          Current offer
        </h3>
        <OfferStatus offer={offer} />
        <span className="offer-version">Version {offer.version}</span>
      </div>
      <p className="offer-job">{offer.job.title}</p>
      <OfferTerms offer={offer} fields={settings.fields} templateName={templateName} />
      <OfferOutcome offer={offer} />
      <ApprovalSteps offer={offer} />
      {failed && <ErrorMessage>{errorMessage(failed)}</ErrorMessage>}
      <div className="offer-actions">
        {actions.submit && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={submit.isPending}
            onClick={() => {
              approve.reset();
              submit.mutate(offer.id, {
                onSuccess: (answer) =>
                  onSaid(
                    answer.status === 'approved'
                      ? 'Offer approved: no approval is needed.'
                      : 'Offer submitted for approval.',
                  ),
              });
            }}
          >
            {submit.isPending ? 'Submitting…' : 'Submit for approval'}
          </button>
        )}
        {offer.mayDecide && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={approve.isPending}
              onClick={() => {
                submit.reset();
                approve.mutate(offer.id, { onSuccess: () => onSaid('Offer approved.') });
              }}
            >
              {approve.isPending ? 'Approving…' : 'Approve'}
            </button>
            <button type="button" className="btn btn-sm" onClick={() => onDialog('decline')}>
              Decline
            </button>
          </>
        )}
        {actions.send && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => onDialog('send')}>
            {team ? 'Send to candidate' : 'Mark as sent'}
          </button>
        )}
        {actions.decide && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => onDialog('record')}
          >
            Record the candidate’s answer
          </button>
        )}
        <button type="button" className="btn btn-sm" onClick={() => onDialog('letter')}>
          Preview letter
        </button>
        {actions.edit && (
          <button type="button" className="btn btn-sm" onClick={onEdit}>
            Edit terms
          </button>
        )}
        {actions.withdraw && (
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={() => onDialog('withdraw')}
          >
            Withdraw
          </button>
        )}
      </div>
    </article>
  );
}

/** A closed offer, in the history: its outcome and terms in short. */
function EarlierOffer({ offer }: { offer: OfferAnswer }) {
  const terms = offer.versions[0];
  return (
    <li className="offer-earlier">
      <div className="offer-card-head">
        <OfferStatus offer={offer} />
        <span className="offer-version">Version {offer.version}</span>
      </div>
      {terms && (
        <p className="offer-earlier-terms">
          {offer.job.title}: {formatSalary(terms.salary)}, from {formatDay(terms.startDate)}
        </p>
      )}
      <OfferOutcome offer={offer} />
      <ApprovalSteps offer={offer} />
    </li>
  );
}

/**
 * The candidate profile's Offer section: the open offer with what may be done to it now, a way to
 * draft one when there is none, and the closed ones below. Only for who may make offers.
 */
export function OfferSection() {
  const candidateId = parsePositiveId(useParams().candidateId) ?? null;
  const mayMakeOffers = useCan('make-offers');
  const team = useSession().mode === 'team';
  const candidate = useCandidate(candidateId ?? 0, mayMakeOffers && candidateId !== null);
  const offers = useCandidateOffers(candidateId, mayMakeOffers);
  const settingsQuery = useOfferSettings(mayMakeOffers);
  const settings = settingsQuery.data ?? DEFAULT_OFFER_SETTINGS;
  const review = useDecisionReview();
  const [editing, setEditing] = useState<Editing>(null);
  const [dialog, setDialog] = useState<{ kind: DialogKind; offer: OfferAnswer } | null>(null);
  const [said, setSaid] = useState('');

  // After an action the button that opened it may be gone (a submitted offer has no Submit): focus
  // goes to the offer, or to "Draft an offer" once it is closed. Run after the dialog's own return
  // of focus (a child's effect runs first).
  const currentHeading = useRef<HTMLHeadingElement>(null);
  const draftButton = useRef<HTMLButtonElement>(null);
  const sectionHeading = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved === 0) return;
    const target =
      currentHeading.current ??
      draftButton.current ??
      sectionHeading.current?.querySelector<HTMLElement>('h2, button');
    target?.focus();
  }, [moved]);
  const done = (message: string) => {
    setSaid(message);
    setMoved((n) => n + 1);
  };

  if (!mayMakeOffers || candidateId === null) return null;

  const list = offers.data?.offers ?? [];
  const open = list.find((offer) => !CLOSED_OFFER.has(offer.status));
  const closed = list.filter((offer) => offer !== open);
  // No offer for a rejected candidate (the API refuses it), nor a new one once they are hired.
  const closedStage = candidate.data?.stage === 'rejected' || candidate.data?.stage === 'hired';
  const name = candidate.data?.name ?? 'the candidate';
  // Opened from the section's state: the offer as the list has it now.
  const dialogOffer = (kind: DialogKind) =>
    dialog?.kind === kind ? (list.find((o) => o.id === dialog.offer.id) ?? dialog.offer) : null;
  const closeDialog = () => setDialog(null);
  const afterDialog = (message: string) => {
    setDialog(null);
    done(message);
  };

  return (
    <section className="panel offer-panel" aria-labelledby="candidate-offer-heading">
      <header className="offer-header" ref={sectionHeading}>
        <SectionHeading id="candidate-offer-heading">Offer</SectionHeading>
        {offers.isSuccess && !open && !closedStage && (
          <button
            ref={draftButton}
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!settingsQuery.isSuccess}
            onClick={() => {
              setSaid('');
              review.review(
                candidateId,
                { title: `Draft an offer for ${name}?`, confirmLabel: 'Draft an offer' },
                () => setEditing({}),
              );
            }}
          >
            Draft an offer
          </button>
        )}
      </header>
      <p role="status" className="field-hint offer-said">
        {said}
      </p>
      {offers.isPending && <LoadingMessage>Loading offers…</LoadingMessage>}
      {offers.isError && (
        <ErrorMessage>Could not load the offers: {errorMessage(offers.error)}</ErrorMessage>
      )}
      {settingsQuery.isError && (
        <ErrorMessage>
          Could not load the offer settings: {errorMessage(settingsQuery.error)}
        </ErrorMessage>
      )}
      {offers.isSuccess && !open && (
        <p className="field-hint">
          {candidate.data?.stage === 'rejected'
            ? 'The candidate was rejected: no offer can be made.'
            : candidate.data?.stage === 'hired' && closed.length === 0
              ? 'The candidate is hired.'
              : closed.length > 0
                ? 'No open offer.'
                : 'No offer yet.'}
        </p>
      )}
      {open && (
        <OpenOffer
          key={open.id}
          offer={open}
          settings={settings}
          team={team}
          headingRef={currentHeading}
          onEdit={() => {
            setSaid('');
            setEditing({ offer: open });
          }}
          onDialog={(kind) => {
            setSaid('');
            setDialog({ kind, offer: open });
          }}
          onSaid={done}
        />
      )}
      {closed.length > 0 && (
        <div className="offer-history">
          <h3>Earlier offers</h3>
          <ul className="offer-earlier-list">
            {closed.map((offer) => (
              <EarlierOffer key={offer.id} offer={offer} />
            ))}
          </ul>
        </div>
      )}
      {/* Before the form: the review closes (focus back on its opener) before the form opens. */}
      {review.dialog}
      <Modal
        open={editing !== null}
        title={editing?.offer ? 'Edit terms' : `Draft an offer for ${name}`}
        onClose={() => setEditing(null)}
      >
        {editing && settingsQuery.isPending && (
          <LoadingMessage>Loading the offer settings…</LoadingMessage>
        )}
        {editing && settingsQuery.isSuccess && (
          <OfferForm
            candidateId={candidateId}
            offer={editing.offer}
            settings={settingsQuery.data}
            onCancel={() => setEditing(null)}
            onDone={(offer) => {
              setEditing(null);
              done(
                editing.offer
                  ? offer.version === editing.offer.version
                    ? 'Nothing changed: the terms are the same.'
                    : `Saved as version ${offer.version}, a draft.`
                  : 'Offer drafted.',
              );
            }}
          />
        )}
      </Modal>
      <DeclineApprovalDialog
        offer={dialogOffer('decline')}
        onClose={closeDialog}
        onDone={afterDialog}
      />
      <SendOfferDialog
        offer={dialogOffer('send')}
        team={team}
        expiryDays={settings.expiryDays}
        onClose={closeDialog}
        onDone={afterDialog}
      />
      <WithdrawOfferDialog
        offer={dialogOffer('withdraw')}
        onClose={closeDialog}
        onDone={afterDialog}
      />
      <RecordAnswerDialog
        offer={dialogOffer('record')}
        onClose={closeDialog}
        onDone={afterDialog}
      />
      <LetterDialog offer={dialogOffer('letter')} onClose={closeDialog} />
    </section>
  );
}
