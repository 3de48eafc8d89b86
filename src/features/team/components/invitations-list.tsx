import { errorMessage } from '@/api/client';
import type { Invitation } from '@/api/types';
import { useToast } from '@/components/toast';
import { ROLE_LABELS } from '@/domain/access';
import { formatDateTime } from '@/lib/format-date-time';
import { useState } from 'react';
import { TeamTable } from './team-table';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { absoluteUrl, InviteLink } from './invite-link';

interface Resent {
  email: string;
  role: Invitation['role'];
  url: string;
}

/** The links sent and not yet used, each revocable or sent again (a new link, the old one void). */
export function InvitationsList({
  invitations,
  labelledBy,
}: {
  invitations: Invitation[];
  labelledBy: string;
}) {
  const [resent, setResent] = useState<Resent | null>(null);
  const newLink = resent && (
    <InviteLink key={resent.url} url={resent.url}>
      A new link for <strong>{resent.email}</strong> as {ROLE_LABELS[resent.role]}. The old link no
      longer works; send them this one.
    </InviteLink>
  );
  if (invitations.length === 0)
    return (
      <>
        {newLink}
        <p className="muted-text">No open invitations.</p>
      </>
    );
  return (
    <>
      {newLink}
      <TeamTable columns={['Email', 'Role', 'Expires']} labelledBy={labelledBy}>
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} onResent={setResent} />
        ))}
      </TeamTable>
    </>
  );
}

function InvitationRow({
  invitation,
  onResent,
}: {
  invitation: Invitation;
  onResent: (resent: Resent) => void;
}) {
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const toast = useToast();
  const busy = revoke.isPending || resend.isPending;
  return (
    <tr>
      <th scope="row" className="member-email">
        {invitation.email}
      </th>
      <td>{ROLE_LABELS[invitation.role]}</td>
      <td>
        <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
      </td>
      <td className="member-actions">
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Send again the invitation for ${invitation.email}`}
          disabled={busy}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: ({ url }) =>
                onResent({ email: invitation.email, role: invitation.role, url: absoluteUrl(url) }),
              onError: (error) =>
                toast.show(`Could not send the invitation again: ${errorMessage(error)}`, 'error'),
            })
          }
        >
          {resend.isPending ? 'Sending…' : 'Send again'}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Revoke the invitation for ${invitation.email}`}
          disabled={busy}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () =>
                toast.show(`The invitation for ${invitation.email} was revoked.`, 'success'),
              onError: (error) =>
                toast.show(`Could not revoke the invitation: ${errorMessage(error)}`, 'error'),
            })
          }
        >
          {revoke.isPending ? 'Revoking…' : 'Revoke'}
        </button>
      </td>
    </tr>
  );
}
