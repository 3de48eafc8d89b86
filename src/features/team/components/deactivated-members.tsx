import { errorMessage } from '@/api/client';
import type { Member } from '@/api/types';
import { useToast } from '@/components/toast';
import { ROLE_LABELS } from '@/domain/access';
import { TeamTable } from './team-table';
import { useUpdateMember } from '../api/update-member';

/**
 * The members who were deactivated: only an admin brings one back (Reactivate), with the role
 * they had. No invitation link can.
 */
export function DeactivatedMembers({
  members,
  labelledBy,
}: {
  members: Member[];
  labelledBy: string;
}) {
  if (members.length === 0) return <p className="muted-text">No deactivated members.</p>;
  return (
    <TeamTable columns={['Name', 'Email', 'Role']} labelledBy={labelledBy}>
      {members.map((member) => (
        <DeactivatedRow key={member.id} member={member} />
      ))}
    </TeamTable>
  );
}

function DeactivatedRow({ member }: { member: Member }) {
  const update = useUpdateMember();
  const toast = useToast();
  return (
    <tr>
      <th scope="row" className="member-name">
        {member.name}
      </th>
      <td className="member-email">{member.email}</td>
      <td>{ROLE_LABELS[member.role]}</td>
      <td className="member-actions">
        <button
          type="button"
          className="btn btn-sm"
          aria-label={`Reactivate ${member.name}`}
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: member.id, body: { active: true } },
              {
                onSuccess: ({ user }) =>
                  toast.show(
                    `${user.name} is back on the team as ${ROLE_LABELS[user.role]}.`,
                    'success',
                  ),
                onError: (error) =>
                  toast.show(
                    `Could not reactivate ${member.name}: ${errorMessage(error)}`,
                    'error',
                  ),
              },
            )
          }
        >
          {update.isPending ? 'Reactivating…' : 'Reactivate'}
        </button>
      </td>
    </tr>
  );
}
