import { useId } from 'react';
import { errorMessage } from '@/api/client';
import { useMembers } from '@/api/queries/get-members';
import type { Job } from '@/api/types';
import { mayOwnJob } from '@/domain/access';
import { useToast } from '@/components/toast';
import { useCan, useMember } from '@/lib/session';
import { useUpdateJob } from '../api/update-job';

/**
 * Team mode: who is told of the job's applications (its owner) and whether applicants get a
 * confirmation email. Members who may edit jobs change them; others read them.
 */
export function JobApplicationsMail({ job }: { job: Job }) {
  const member = useMember();
  const mayEdit = useCan('edit-jobs');
  const members = useMembers(member !== null);
  const update = useUpdateJob();
  const toast = useToast();
  const ownerId = useId();
  if (!member) return null;

  const pendingOwner =
    update.isPending && update.variables.ownerId !== undefined
      ? update.variables.ownerId
      : undefined;
  const shownOwner = pendingOwner !== undefined ? pendingOwner : (job.ownerId ?? null);
  const pendingConfirm =
    update.isPending && update.variables.confirmationEmail !== undefined
      ? update.variables.confirmationEmail
      : undefined;
  const confirming = pendingConfirm ?? job.confirmationEmail !== false;

  const save = (body: { ownerId?: number | null; confirmationEmail?: boolean }, done: string) =>
    update.mutate(
      { id: job.id, ...body },
      {
        onSuccess: () => toast.show(done, 'success'),
        onError: (error) => toast.show(`Could not save: ${errorMessage(error)}`, 'error'),
      },
    );

  const ownerName = (id: number | null) =>
    id === null ? null : (members.data?.users.find((m) => m.id === id)?.name ?? `Member ${id}`);

  return (
    <section className="job-applications-mail" aria-labelledby={`${ownerId}-heading`}>
      <h2 id={`${ownerId}-heading`}>Applications</h2>
      <div className="field">
        <label htmlFor={ownerId}>Job owner</label>
        <select
          id={ownerId}
          value={shownOwner === null ? '' : String(shownOwner)}
          disabled={!mayEdit || update.isPending || !members.data}
          onChange={(event) => {
            const next = event.target.value === '' ? null : Number(event.target.value);
            save(
              { ownerId: next },
              next === null
                ? 'Nobody is told of this job’s applications now.'
                : `${ownerName(next)} is told of this job’s applications now.`,
            );
          }}
        >
          <option value="">Nobody</option>
          {/* An owner sees every applicant: recruiters and admins (and whoever owns it now). */}
          {members.data?.users
            .filter((m) => mayOwnJob(m.role) || m.id === shownOwner)
            .map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
        </select>
        <p className="field-hint">The owner gets an email and a notice for each application.</p>
      </div>
      <label className="job-mail-checkbox">
        <input
          type="checkbox"
          checked={confirming}
          disabled={!mayEdit || update.isPending}
          onChange={(event) =>
            save(
              { confirmationEmail: event.target.checked },
              event.target.checked
                ? 'Applicants get a confirmation email now.'
                : 'Applicants get no confirmation email now.',
            )
          }
        />
        Email applicants a confirmation
      </label>
    </section>
  );
}
