import { formatDay, formatSalary, OFFER_STATUS_LABELS, type OfferField } from '@/domain/offers';
import type { OfferAnswer } from '@/domain/schemas';
import { formatDate, formatDateTime } from '@/lib/format-date-time';

type Step = OfferAnswer['steps'][number];
type Decision = OfferAnswer['approvals'][number];

const STEP_STATES: Record<Step['state'], string> = {
  approved: 'Approved',
  declined: 'Declined',
  waiting: 'Waiting',
  later: 'Not yet asked',
};

/** The offer's status, as a badge. */
export function OfferStatus({ offer }: { offer: Pick<OfferAnswer, 'status'> }) {
  return (
    <span className="offer-status" data-status={offer.status}>
      {OFFER_STATUS_LABELS[offer.status]}
    </span>
  );
}

/** A custom field's value as read: a date as a day, the rest as it is. */
function fieldValue(field: OfferField | undefined, value: string | number): string {
  return field?.type === 'date' ? formatDay(String(value)) : String(value);
}

/**
 * The newest version's terms: salary, start date, the organization's own fields (by their labels;
 * a field since taken out of the settings by its key), the letter and the team's notes.
 */
export function OfferTerms({
  offer,
  fields,
  templateName,
}: {
  offer: OfferAnswer;
  fields: readonly OfferField[];
  templateName?: (id: string) => string | undefined;
}) {
  const terms = offer.versions[0];
  if (!terms) return null;
  return (
    <dl className="offer-terms">
      <div>
        <dt>Salary</dt>
        <dd>{formatSalary(terms.salary)}</dd>
      </div>
      <div>
        <dt>Start date</dt>
        <dd>{formatDay(terms.startDate)}</dd>
      </div>
      {Object.entries(terms.fields).map(([key, value]) => {
        const field = fields.find((f) => f.key === key);
        return (
          <div key={key}>
            <dt>{field?.label ?? key}</dt>
            <dd>{fieldValue(field, value)}</dd>
          </div>
        );
      })}
      {templateName && (
        <div>
          <dt>Letter</dt>
          <dd>{templateName(terms.templateId) ?? terms.templateId}</dd>
        </div>
      )}
      {terms.notes && (
        <div className="offer-notes">
          <dt>Notes</dt>
          <dd>{terms.notes}</dd>
        </div>
      )}
    </dl>
  );
}

/** "Approved by Dana Reyes, 3 March 2027" or "Declined by …: the reason". */
function DecisionText({ decision }: { decision: Decision }) {
  return (
    <>
      {decision.decision === 'approved' ? 'Approved' : 'Declined'} by {decision.name},{' '}
      <time dateTime={decision.at} title={formatDateTime(decision.at)}>
        {formatDate(decision.at)}
      </time>
      {decision.reason && (
        <>
          : <q className="offer-reason">{decision.reason}</q>
        </>
      )}
    </>
  );
}

/**
 * The approval of the current round, step by step, with who decided; then the decisions of
 * earlier rounds (declines send an offer back to Draft: their reasons stay readable).
 */
export function ApprovalSteps({ offer }: { offer: OfferAnswer }) {
  const earlier = offer.approvals.filter((d) => d.round < offer.round);
  if (offer.steps.length === 0 && earlier.length === 0) return null;
  return (
    <div className="offer-approval">
      {offer.steps.length > 0 && (
        <>
          <h4>Approval</h4>
          <ol className="offer-steps">
            {offer.steps.map((step, index) => (
              <li key={index} className="offer-step" data-state={step.state}>
                <span className="offer-step-label">{step.label}</span>
                <span className="offer-step-state">{STEP_STATES[step.state]}</span>
                {step.decisions.length > 0 && (
                  <ul className="offer-decisions">
                    {step.decisions.map((decision) => (
                      <li key={`${decision.memberId}-${decision.at}`}>
                        <DecisionText decision={decision} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {earlier.length > 0 && (
        <>
          <h4>Earlier decisions</h4>
          <ul className="offer-decisions">
            {earlier.map((decision) => (
              <li key={`${decision.round}-${decision.step}-${decision.memberId}-${decision.at}`}>
                <DecisionText decision={decision} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** When it was sent and until when its link opens; who answered and how. */
export function OfferOutcome({ offer }: { offer: OfferAnswer }) {
  const lines: string[] = [];
  if (offer.sentAt)
    lines.push(
      `Sent ${formatDate(offer.sentAt)}${offer.sentVersion ? ` (version ${offer.sentVersion})` : ''}${
        offer.expiresAt && offer.status === 'sent'
          ? `, open until ${formatDate(offer.expiresAt)}`
          : ''
      }.`,
    );
  if (offer.status === 'accepted')
    lines.push(
      `Accepted${offer.decidedAt ? ` ${formatDate(offer.decidedAt)}` : ''}${
        offer.signedName ? `, signed “${offer.signedName}”` : ''
      }${offer.recordedBy ? ` (recorded by ${offer.recordedBy.name})` : ''}.`,
    );
  if (offer.status === 'declined')
    lines.push(
      `Declined by the candidate${offer.decidedAt ? ` ${formatDate(offer.decidedAt)}` : ''}${
        offer.declineReason ? `: “${offer.declineReason}”` : ''
      }.`,
    );
  if (offer.status === 'withdrawn')
    lines.push(`Withdrawn${offer.withdrawReason ? `: “${offer.withdrawReason}”` : ''}.`);
  if (lines.length === 0) return null;
  return (
    <div className="offer-outcome">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
