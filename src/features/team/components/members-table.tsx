import { useState } from 'react';
import { errorMessage } from '@/api/client';
import type { Member, Role } from '@/api/types';
import { useToast } from '@/components/toast';
import { ROLE_LABELS, ROLES } from '@/domain/access';
import { EndSessionsDialog } from './end-sessions-dialog';
import { MemberActionDialog } from './member-action-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { TeamTable } from './team-table';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateMember } from '../api/update-member';

/**
 * The team: name, email, role. An admin changes the others' roles, signs them out everywhere,
 * resets their two-factor sign-in and deactivates them (never their own row).
 */
export function MembersTable({
  members,
  me,
  labelledBy,
}: {
  members: Member[];
  me: Member | null;
  labelledBy: string;
}) {
  const [leaving, setLeaving] = useState<Member | null>(null);
  const [signingOut, setSigningOut] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  return (
    <>
      <TeamTable columns={['Name', 'Email', 'Role']} labelledBy={labelledBy}>
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            isMe={member.id === me?.id}
            onDeactivate={setLeaving}
            onEndSessions={setSigningOut}
            onResetTwoFactor={setResetting}
          />
        ))}
      </TeamTable>
      <DeactivateDialog member={leaving} onClose={() => setLeaving(null)} />
      <EndSessionsDialog member={signingOut} onClose={() => setSigningOut(null)} />
      <ResetTwoFactorDialog member={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

function MemberRow({
  member,
  isMe,
  onDeactivate,
  onEndSessions,
  onResetTwoFactor,
}: {
  member: Member;
  isMe: boolean;
  onDeactivate: (member: Member) => void;
  onEndSessions: (member: Member) => void;
  onResetTwoFactor: (member: Member) => void;
}) {
  const update = useUpdateMember();
  const toast = useToast();
  // The select shows the role being saved, then the server's answer (or the old role after a refusal).
  const shown: Role =
    update.isPending && update.variables.body.role ? update.variables.body.role : member.role;

  const reset = useSendPasswordReset();
  const sendReset = () =>
    reset.mutate(member.id, {
      onSuccess: () =>
        toast.show(`A password reset link is on its way to ${member.email}.`, 'success'),
      onError: (error) =>
        toast.show(`Could not send ${member.name} a reset link: ${errorMessage(error)}`, 'error'),
    });

  const changeRole = (role: Role) => {
    if (role === member.role || update.isPending) return;
    update.mutate(
      { id: member.id, body: { role } },
      {
        onSuccess: ({ user }) =>
          toast.show(`${user.name} is now ${articled(ROLE_LABELS[user.role])}.`, 'success'),
        onError: (error) =>
          toast.show(`Could not change ${member.name}’s role: ${errorMessage(error)}`, 'error'),
      },
    );
  };

  return (
    <tr>
      <th scope="row" className="member-name">
        {member.name}
        {isMe && <span className="member-you"> (you)</span>}
      </th>
      <td className="member-email">{member.email}</td>
      <td>
        {isMe ? (
          ROLE_LABELS[member.role]
        ) : (
          <select
            aria-label={`Role of ${member.name}`}
            value={shown}
            disabled={update.isPending}
            onChange={(event) => changeRole(event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="member-actions">
        {!isMe && (
          <>
            <button
              type="button"
              className="btn btn-sm"
              aria-label={`Send ${member.name} a password reset link`}
              disabled={reset.isPending}
              onClick={sendReset}
            >
              {reset.isPending ? 'Sending…' : 'Reset password'}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              aria-label={`End all sessions of ${member.name}`}
              onClick={() => onEndSessions(member)}
            >
              End sessions
            </button>
            <button
              type="button"
              className="btn btn-sm"
              aria-label={`Reset the two-factor sign-in of ${member.name}`}
              onClick={() => onResetTwoFactor(member)}
            >
              Reset two-factor
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              aria-label={`Deactivate ${member.name}`}
              onClick={() => onDeactivate(member)}
            >
              Deactivate
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

const articled = (label: string) => (/^[AEIOU]/i.test(label) ? `an ${label}` : `a ${label}`);

function DeactivateDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const update = useUpdateMember();
  return (
    <MemberActionDialog<unknown>
      member={member}
      onClose={onClose}
      run={(target, callbacks) =>
        update.mutate({ id: target.id, body: { active: false } }, callbacks)
      }
      pending={update.isPending}
      title={(name) => `Deactivate ${name}?`}
      confirmLabel="Deactivate"
      pendingLabel="Deactivating…"
      done={(target) => `${target.name} was deactivated.`}
      failed={(target) => `Could not deactivate ${target.name}`}
    >
      {(name) => (
        <p>
          {name} is signed out at once and can no longer sign in, and the invitations sent to their
          email stop working. Their notes and stage moves keep their name. You can reactivate them
          later.
        </p>
      )}
    </MemberActionDialog>
  );
}
