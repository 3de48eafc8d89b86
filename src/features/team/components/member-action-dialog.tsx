import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/api/client';
import type { Member } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';

/**
 * Asks before an admin's action on a member (deactivate, end sessions), runs it once, says what it
 * did, and keeps the dialog open with the reason when it is refused. The member asked about stays
 * named while the dialog closes.
 */
export function MemberActionDialog<T>({
  member,
  onClose,
  run,
  pending,
  title,
  confirmLabel,
  pendingLabel,
  done,
  failed,
  children,
}: {
  member: Member | null;
  onClose: () => void;
  /** The action, as a mutation's `mutate` with its callbacks. */
  run: (
    member: Member,
    callbacks: {
      onSettled: () => void;
      onSuccess: (result: T) => void;
      onError: (failure: unknown) => void;
    },
  ) => void;
  pending: boolean;
  title: (name: string) => string;
  confirmLabel: string;
  pendingLabel: string;
  done: (member: Member, result: T) => string;
  failed: (member: Member) => string;
  children: (name: string) => ReactNode;
}) {
  const toast = useToast();
  const sending = useInFlightLock();
  const [error, setError] = useState<string | null>(null);
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
    run(member, {
      onSettled: sending.release,
      onSuccess: (result) => {
        toast.show(done(member, result), 'success');
        onClose();
      },
      onError: (failure) => setError(`${failed(member)}: ${errorMessage(failure)}`),
    });
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={title(shown?.name ?? '')}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      error={error}
      danger
      onConfirm={confirm}
      onCancel={close}
    >
      {children(shown?.name ?? '')}
    </ConfirmDialog>
  );
}
