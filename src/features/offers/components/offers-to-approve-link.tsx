import { NavLink } from 'react-router';
import { useOffersToApprove } from '../api/get-offers-to-approve';
// Only the link's own rules: the rest of the offers' styles load with their screens.
import '../offers-nav.css';

/**
 * Team mode's navigation link to the offers waiting on the member, with how many as a badge. The
 * app shows it only to members who may approve offers.
 */
export function OffersToApproveLink({ onClick }: { onClick?: () => void }) {
  const list = useOffersToApprove();
  const count = list.data?.count ?? 0;
  // The name holds the badge as shown, so what is read and what is seen agree (99+ past 99).
  const shown = count > 99 ? '99+' : String(count);
  return (
    <NavLink
      to="/offers/approve"
      onClick={onClick}
      className={({ isActive }) => (isActive ? 'active offers-nav-link' : 'offers-nav-link')}
      aria-label={count > 0 ? `Offers to approve, ${shown} waiting` : undefined}
    >
      {/* The space keeps the badge's number a word of its own, as in the label (axe's
          label-content-name-mismatch reads "approve1" otherwise). */}
      Offers to approve
      {count > 0 && (
        <>
          {' '}
          <span className="nav-count" aria-hidden="true">
            {shown}
          </span>
        </>
      )}
    </NavLink>
  );
}
