import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Candidate } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { forgetCandidate, useDeleteCandidate } from '../api/delete-candidate';

/**
 * Erasure (a candidate asks to be forgotten): asks first, then deletes the candidate with their
 * notes, timeline and answers, and goes back to the board. A failure is shown in the dialog,
 * which stays open so the user can try again or cancel.
 */
export function DeleteCandidate({ candidate }: { candidate: Pick<Candidate, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const erase = useDeleteCandidate();
  const sending = useInFlightLock();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();

  const confirm = () => {
    if (!sending.acquire()) return;
    setError(null);
    erase.mutate(candidate, {
      onSettled: sending.release,
      onSuccess: async () => {
        toast.show(`${candidate.name} was deleted.`, 'success');
        await navigate('/candidates');
        // Only now: the profile has left the screen, so nothing fetches the candidate again.
        forgetCandidate(client, candidate.id);
      },
      onError: (failure) =>
        setError(`Could not delete ${candidate.name}: ${errorMessage(failure)}`),
    });
  };

  return (
    <>
      <button type="button" className="btn btn-sm btn-danger" onClick={() => setOpen(true)}>
        Delete candidate
      </button>
      <ConfirmDialog
        open={open}
        title={`Delete ${candidate.name}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={erase.isPending}
        error={error}
        danger
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>
          This removes the candidate with their notes, timeline and answers. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
