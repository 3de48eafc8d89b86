import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Candidate } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { afterMerge, useMergeCandidates } from '../api/merge-candidates';

type Person = Pick<Candidate, 'id' | 'name' | 'email'>;

/** What a merge moves onto the kept candidate, in words. */
export const MERGE_MOVES =
  'notes, timeline, assessment answers, files, tags, interviews, scorecards and emails';

/**
 * Asks before merging two candidates: which one is kept (`keptId` first), that the other is erased
 * for good, and what moves. Then merges them and opens the kept candidate's profile. A failure is
 * shown in the dialog, which stays open to try again or cancel. Mounted each time it opens, so the
 * suggested candidate is always the one first chosen.
 */
export function MergeDialog({
  open,
  pair,
  keptId,
  onClose,
}: {
  open: boolean;
  pair: readonly [Person, Person];
  /** The candidate kept unless the user chooses the other. */
  keptId: number;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(keptId);
  const [error, setError] = useState<string | null>(null);
  const merge = useMergeCandidates();
  const sending = useInFlightLock();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const name = useId();

  const kept = pair.find((p) => p.id === chosen) ?? pair[0];
  const other = pair.find((p) => p.id !== kept.id)!;

  const confirm = () => {
    if (!sending.acquire()) return;
    setError(null);
    merge.mutate(
      { keptId: kept.id, otherId: other.id },
      {
        onSettled: sending.release,
        onSuccess: async () => {
          toast.show(
            `Merged: ${other.name} was erased and their records moved to ${kept.name}.`,
            'success',
          );
          onClose();
          await navigate(`/candidates/${kept.id}`);
          // Only now: the erased candidate's profile has left the screen.
          await afterMerge(client, other.id);
        },
        onError: (failure) => setError(`Could not merge: ${errorMessage(failure)}`),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title="Merge duplicate candidates?"
      confirmLabel="Merge and erase"
      pendingLabel="Merging…"
      pending={merge.isPending}
      error={error}
      danger
      onConfirm={confirm}
      onCancel={onClose}
    >
      <fieldset className="merge-choice" disabled={merge.isPending}>
        <legend className="field-label">Which candidate to keep</legend>
        {pair.map((person) => (
          <label key={person.id} className="merge-choice-option">
            <input
              type="radio"
              name={name}
              checked={person.id === kept.id}
              onChange={() => setChosen(person.id)}
            />
            <span>
              Keep <strong>{person.name}</strong>{' '}
              <span className="merge-email">{person.email}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p>
        <strong>{kept.name}</strong> ({kept.email}) is kept. Their {MERGE_MOVES} are joined by{' '}
        {other.name}’s.
      </p>
      <p className="merge-warning">
        <strong>{other.name}</strong> ({other.email}) is then erased. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
