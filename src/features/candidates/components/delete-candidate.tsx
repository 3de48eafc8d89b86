import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Candidate } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/toast';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { forgetCandidate, useDeleteCandidate, type EraseScope } from '../api/delete-candidate';

const applications = (n: number) => `${n} ${n === 1 ? 'application' : 'applications'}`;

/**
 * Erasure (a candidate asks to be forgotten): asks first, and what to erase: this application, or
 * the person (every application with their email, on every job). Then deletes them with their
 * notes, timeline and answers, and goes back to the board. A failure is shown in the dialog,
 * which stays open so the user can try again or cancel.
 */
export function DeleteCandidate({
  candidate,
}: {
  candidate: Pick<Candidate, 'id' | 'name' | 'email'>;
}) {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<EraseScope>('application');
  const [error, setError] = useState<string | null>(null);
  const erase = useDeleteCandidate();
  const sending = useInFlightLock();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const name = useId();

  const confirm = () => {
    if (!sending.acquire()) return;
    setError(null);
    // The scope asked for, even if the choice changes while the request is on its way.
    const chosen = scope;
    erase.mutate(
      { candidate, scope: chosen },
      {
        onSettled: sending.release,
        onSuccess: async ({ erased }) => {
          toast.show(
            chosen === 'person'
              ? `Erased ${applications(erased)}.`
              : `${candidate.name} was deleted.`,
            'success',
          );
          await navigate('/candidates');
          // Only now: the profile has left the screen, so nothing fetches the candidate again.
          forgetCandidate(client, candidate.id, chosen);
        },
        onError: (failure) =>
          setError(`Could not delete ${candidate.name}: ${errorMessage(failure)}`),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        onClick={() => {
          // Every time it opens, the narrower choice comes first.
          setScope('application');
          setOpen(true);
        }}
      >
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
        <fieldset className="erase-scope" disabled={erase.isPending}>
          <legend className="field-label">What to delete</legend>
          <label className="erase-scope-option">
            <input
              type="radio"
              name={name}
              checked={scope === 'application'}
              onChange={() => setScope('application')}
            />
            <span>This application only</span>
          </label>
          <label className="erase-scope-option">
            <input
              type="radio"
              name={name}
              checked={scope === 'person'}
              onChange={() => setScope('person')}
            />
            <span>This person: every application with {candidate.email}, on every job</span>
          </label>
        </fieldset>
      </ConfirmDialog>
    </>
  );
}
