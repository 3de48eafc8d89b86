import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { formatDay, formatSalary } from '@/domain/offers';
import type { OfferAnswer } from '@/domain/schemas';
import { useCan, useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApproveOffer } from '../api/approve-offer';
import { useOffersToApprove } from '../api/get-offers-to-approve';
import { DeclineApprovalDialog } from '../components/offer-dialogs';
import { ApprovalSteps } from '../components/offer-details';
import '../offers.css';

const TITLE = 'Offers to approve';

function WaitingOffer({
  offer,
  onDecline,
  onSaid,
}: {
  offer: OfferAnswer;
  onDecline: () => void;
  onSaid: (message: string) => void;
}) {
  const approve = useApproveOffer();
  const terms = offer.versions[0];
  return (
    <li className="offer-card offer-to-approve">
      <h2 className="offer-to-approve-name">
        <Link to={`/candidates/${offer.candidate.id}`}>{offer.candidate.name}</Link>
      </h2>
      <p className="offer-job">{offer.job.title}</p>
      {terms && (
        <dl className="offer-terms">
          <div>
            <dt>Salary</dt>
            <dd>{formatSalary(terms.salary)}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{formatDay(terms.startDate)}</dd>
          </div>
          <div>
            <dt>Version</dt>
            <dd>{offer.version}</dd>
          </div>
        </dl>
      )}
      <ApprovalSteps offer={offer} />
      {approve.isError && <ErrorMessage>{errorMessage(approve.error)}</ErrorMessage>}
      <div className="offer-actions">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          aria-label={`Approve the offer for ${offer.candidate.name}`}
          disabled={approve.isPending}
          onClick={() =>
            approve.mutate(offer.id, {
              onSuccess: () => onSaid(`Offer for ${offer.candidate.name} approved.`),
            })
          }
        >
          {approve.isPending ? 'Approving…' : 'Approve'}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Decline the offer for ${offer.candidate.name}`}
          onClick={onDecline}
        >
          Decline
        </button>
      </div>
    </li>
  );
}

/**
 * /offers/approve: the offers whose approval waits on the signed-in member, each approved at once
 * or declined with a reason. Team mode only: browser mode's one recruiter approves by submitting.
 */
export function OffersToApprovePage() {
  useDocumentTitle(TITLE);
  const team = useSession().mode === 'team';
  const mayApprove = useCan('approve-offers');
  const list = useOffersToApprove(team && mayApprove);
  const [declining, setDeclining] = useState<OfferAnswer | null>(null);
  const [said, setSaid] = useState('');
  // A decided offer leaves the list: focus goes to the list's heading, never lost on the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const [decided, setDecided] = useState(0);
  useEffect(() => {
    if (decided > 0) heading.current?.focus();
  }, [decided]);
  const done = (message: string) => {
    setSaid(message);
    setDecided((n) => n + 1);
  };

  let body;
  if (!team)
    body = (
      <p className="field-hint">
        Offers are approved by a team. In browser mode the one recruiter approves an offer by
        submitting it.
      </p>
    );
  else if (!mayApprove)
    body = <p className="field-hint">Only admins and recruiters approve offers.</p>;
  else if (list.isPending) body = <LoadingMessage>Loading offers…</LoadingMessage>;
  else if (list.isError)
    body = <ErrorMessage>Could not load the offers: {errorMessage(list.error)}</ErrorMessage>;
  else if (list.data.offers.length === 0)
    body = <p className="field-hint">No offer is waiting on you.</p>;
  else
    body = (
      <ul className="offer-approve-list">
        {list.data.offers.map((offer) => (
          <WaitingOffer
            key={offer.id}
            offer={offer}
            onDecline={() => {
              setSaid('');
              setDeclining(offer);
            }}
            onSaid={done}
          />
        ))}
      </ul>
    );

  return (
    <div className="offers-page">
      <header className="page-header">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {TITLE}
          </h1>
          <p>The offers whose approval waits on you.</p>
        </div>
      </header>
      <p role="status" className="field-hint offer-said">
        {said}
      </p>
      {body}
      <DeclineApprovalDialog
        offer={declining}
        onClose={() => setDeclining(null)}
        onDone={(message) => {
          setDeclining(null);
          done(message);
        }}
      />
    </div>
  );
}
