import { EMAIL_STATES, type EmailState } from '@/domain/outbox';
import { EMAIL_STATE_NAMES } from '../logic/labels';

/** How many messages each state holds, whatever the filter shows. */
export function EmailCounts({ counts }: { counts: Record<EmailState, number> }) {
  return (
    <dl className="email-counts">
      {EMAIL_STATES.map((state) => (
        <div key={state} className={`email-count email-count-${state}`}>
          <dt>{EMAIL_STATE_NAMES[state]}</dt>
          <dd>{counts[state]}</dd>
        </div>
      ))}
    </dl>
  );
}
