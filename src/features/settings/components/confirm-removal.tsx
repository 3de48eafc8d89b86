import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useInFlightLock } from '@/lib/use-in-flight-lock';

/** What is removed: a row of a Settings list, by its id, named in the question. */
interface Removable {
  id: number | string;
  name: string;
}

/**
 * Asks before a row of a Settings list is removed (an email template, an identity provider). Its
 * button goes with it, so focus then goes to `focusAfter` (the list's Add button) instead of being
 * lost.
 */
export function ConfirmRemoval<T extends Removable>({
  item,
  remove,
  verb,
  failure,
  onClose,
  onRemoved,
  focusAfter,
  children,
}: {
  item: T | null;
  /** The remove request's hook, called by the list that owns it. */
  remove: {
    mutate: (id: T['id'], options: MutateOptions) => void;
    isPending: boolean;
  };
  /** "Remove" or "Delete": the question's, the button's and the pending label's word. */
  verb: { button: string; pending: string };
  /** What a failed removal is called: "Could not remove the identity provider". */
  failure: string;
  onClose: () => void;
  onRemoved: (name: string) => void;
  focusAfter: RefObject<HTMLButtonElement | null>;
  /** What removing it means, under the question. */
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const sending = useInFlightLock();
  const removed = useRef(false);

  // Runs after the dialog's own effect (a child's runs first), which gives focus back to the
  // row's button: that button is gone by then.
  useEffect(() => {
    if (item || !removed.current) return;
    removed.current = false;
    focusAfter.current?.focus();
  }, [item, focusAfter]);

  const confirm = () => {
    if (!item || !sending.acquire()) return;
    setError(null);
    remove.mutate(item.id, {
      onSettled: sending.release,
      onSuccess: () => {
        removed.current = true;
        onRemoved(item.name);
      },
      onError: (cause) => setError(`${failure}: ${errorMessage(cause)}`),
    });
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title={`${verb.button} “${item?.name ?? ''}”?`}
      confirmLabel={verb.button}
      pendingLabel={verb.pending}
      pending={remove.isPending}
      error={error}
      danger
      onConfirm={confirm}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

interface MutateOptions {
  onSettled: () => void;
  onSuccess: () => void;
  onError: (cause: unknown) => void;
}
