import type { Member } from '@/api/types';
import { useResetMemberTwoFactor } from '../api/reset-member-two-factor';
import { MemberActionDialog } from './member-action-dialog';

/** What resetting a member's two-factor sign-in did, in words. */
export function resetMessage(name: string, removed: boolean): string {
  return removed
    ? `${name}’s two-factor sign-in was reset: they sign in with their password alone until they set it up again.`
    : `${name} did not use two-factor sign-in: nothing was on to reset.`;
}

/**
 * Asks before removing a member's second factor and recovery codes (a lost phone, or a factor
 * someone else turned on in their name), then says what it did. A refusal keeps the dialog open
 * with the reason.
 */
export function ResetTwoFactorDialog({
  member,
  onClose,
}: {
  member: Member | null;
  onClose: () => void;
}) {
  const reset = useResetMemberTwoFactor();
  return (
    <MemberActionDialog<{ removed: boolean }>
      member={member}
      onClose={onClose}
      run={(target, callbacks) => reset.mutate(target.id, callbacks)}
      pending={reset.isPending}
      title={(name) => `Reset ${name}’s two-factor sign-in?`}
      confirmLabel="Reset two-factor"
      pendingLabel="Resetting…"
      done={(target, { removed }) => resetMessage(target.name, removed)}
      failed={(target) => `Could not reset ${target.name}’s two-factor sign-in`}
    >
      {(name) => (
        <>
          <p>
            {name}’s authenticator app and recovery codes stop working at once: they sign in with
            their password alone until they set two-factor sign-in up again on their Account page
            (at once, if the team requires it). Do this only when you are sure it is them asking,
            for example after a lost phone.
          </p>
          <p>
            Their sessions stay open. If someone else may have used their account, end their
            sessions too.
          </p>
        </>
      )}
    </MemberActionDialog>
  );
}
