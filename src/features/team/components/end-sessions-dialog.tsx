import type { Member } from '@/api/types';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { MemberActionDialog } from './member-action-dialog';

/** What ending a member's sessions did, in words. */
export function endedMessage(name: string, ended: number): string {
  if (ended === 0) return `${name} was not signed in anywhere.`;
  return `${name} was signed out of ${ended === 1 ? '1 session' : `${ended} sessions`}.`;
}

/**
 * Asks before signing a member out everywhere (a lost laptop, a shared computer), then says how
 * many sessions ended. A refusal keeps the dialog open with the reason.
 */
export function EndSessionsDialog({
  member,
  onClose,
}: {
  member: Member | null;
  onClose: () => void;
}) {
  const end = useEndMemberSessions();
  return (
    <MemberActionDialog<{ ended: number }>
      member={member}
      onClose={onClose}
      run={(target, callbacks) => end.mutate(target.id, callbacks)}
      pending={end.isPending}
      title={(name) => `End ${name}’s sessions?`}
      confirmLabel="End sessions"
      pendingLabel="Ending…"
      done={(target, { ended }) => endedMessage(target.name, ended)}
      failed={(target) => `Could not end ${target.name}’s sessions`}
    >
      {(name) => (
        <p>
          {name} is signed out of TalentFlow on every device at once. They can sign in again as
          before: their account stays as it is.
        </p>
      )}
    </MemberActionDialog>
  );
}
