import { errorMessage } from '@/api/client';
import type { Invitation } from '@/api/types';
import { useToast } from '@/components/toast';
import { ROLE_LABELS } from '@/domain/access';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** The links sent and not yet used, each revocable. */
export function InvitationsList({
  invitations,
  labelledBy,
}: {
  invitations: Invitation[];
  labelledBy: string;
}) {
  if (invitations.length === 0) return <p className="muted-text">No open invitations.</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Expires</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const toast = useToast();
  return (
    <tr>
      <th scope="row" className="member-email">
        {invitation.email}
      </th>
      <td>{ROLE_LABELS[invitation.role]}</td>
      <td>
        <time dateTime={invitation.expiresAt}>
          {new Date(invitation.expiresAt).toLocaleString()}
        </time>
      </td>
      <td className="member-actions">
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Revoke the invitation for ${invitation.email}`}
          disabled={revoke.isPending}
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
