import { useState } from 'react';
import { errorMessage } from '@/api/client';
import type { Member } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useEndMemberSessions } from '../api/end-member-sessions';

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
  const toast = useToast();
  const sending = useInFlightLock();
  const [error, setError] = useState<string | null>(null);
  // The last member asked about stays named while the dialog closes.
  const [shown, setShown] = useState<Member | null>(member);
  if (member && member !== shown) {
    setShown(member);
    setError(null);
  }

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!member || !sending.acquire()) return;
    setError(null);
    end.mutate(member.id, {
      onSettled: sending.release,
      onSuccess: ({ ended }) => {
        toast.show(endedMessage(member.name, ended), 'success');
        onClose();
      },
      onError: (failure) =>
        setError(`Could not end ${member.name}’s sessions: ${errorMessage(failure)}`),
    });
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={`End ${shown?.name ?? ''}’s sessions?`}
      confirmLabel="End sessions"
      pendingLabel="Ending…"
      pending={end.isPending}
      error={error}
      danger
      onConfirm={confirm}
      onCancel={close}
    >
      <p>
        {shown?.name} is signed out of TalentFlow on every device at once. They can sign in again as
        before: their account stays as it is.
      </p>
    </ConfirmDialog>
  );
}
