import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useJob } from '@/api/queries/get-job';
import { useRejectionReasons } from '@/api/queries/get-rejection-reasons';
import { useStageCounts } from '@/api/queries/get-stage-counts';
import { OPEN_STAGES } from '@/domain/rejection';
import { parsePositiveId } from '@/domain/ids';
import { CANDIDATES_MAX_PAGE_SIZE } from '@/domain/constants';
import { useCan } from '@/lib/session';
import { formatDateTime } from '@/lib/format-date-time';
import { useInFlightLock } from '@/lib/use-in-flight-lock';
import { useBulkUpdateCandidates } from '../api/bulk-update-candidates';
import { getCandidates } from '../api/get-candidates';
import { useSlow } from '../hooks/use-slow';
import { bulkDoneMessage, bulkEmailsMessage, candidatesText } from '../logic/selection';
import { BulkRejectDialog } from './bulk-reject-dialog';

/** Every open candidate of a job (in a stage still to be decided), a page at a time. */
async function openCandidateIds(jobId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const stage of OPEN_STAGES) {
    let afterId: number | undefined;
    for (;;) {
      const { candidates } = await getCandidates({
        jobId,
        stage,
        pageSize: CANDIDATES_MAX_PAGE_SIZE,
        afterId,
        withTotal: '0',
      });
      ids.push(...candidates.map((c) => c.id));
      if (candidates.length < CANDIDATES_MAX_PAGE_SIZE) break;
      afterId = candidates.at(-1)!.id;
    }
  }
  return ids;
}

/**
 * On an archived job's page: its candidates still open, and one rejection of them all with a
 * reason and (on a team server) each their own email, as the board's bulk rejection. Archiving
 * itself stays one click on the jobs list; this is where the pipeline is cleared after.
 */
export function ClearArchivedJob() {
  const jobId = parsePositiveId(useParams().jobId) ?? null;
  const job = useJob(jobId);
  const mayReject = useCan('move-candidates');
  const archived = job.data?.status === 'archived';
  const counts = useStageCounts({ jobId: jobId ?? undefined });
  const open = OPEN_STAGES.reduce((sum, stage) => sum + (counts.data?.counts[stage] ?? 0), 0);
  const reasons = useRejectionReasons();
  const bulk = useBulkUpdateCandidates();
  const sending = useInFlightLock();
  const slow = useSlow(bulk.isPending);
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState('');

  if (!archived || !mayReject || jobId === null) return null;
  if (open === 0 && !done) return null;
  return (
    <section className="panel clear-archived-job" aria-labelledby="clear-archived-heading">
      <h2 id="clear-archived-heading">Open candidates</h2>
      {open > 0 && (
        <>
          <p>
            This job is archived, and {candidatesText(open)} {open === 1 ? 'is' : 'are'} still open.
            Reject them with a reason and, if you like, an email to each.
          </p>
          <button
            type="button"
            className="btn btn-danger"
            aria-haspopup="dialog"
            onClick={() => setRejecting(true)}
          >
            Reject {candidatesText(open)}…
          </button>
        </>
      )}
      <p role="status">{done}</p>
      <BulkRejectDialog
        open={rejecting}
        count={open}
        reasons={reasons}
        busy={bulk.isPending}
        slow={slow}
        onClose={() => setRejecting(false)}
        onReject={async (body) => {
          if (!sending.acquire()) return null;
          try {
            const ids = await openCandidateIds(jobId);
            if (ids.length === 0) {
              setRejecting(false);
              return null;
            }
            const { updated, emails } = await bulk.mutateAsync({
              ids,
              action: { type: 'reject', ...body },
            });
            const sent = bulkEmailsMessage(emails, formatDateTime);
            setDone(
              `${bulkDoneMessage({ type: 'reject' }, ids.length, updated)}${sent && ` ${sent}`}`,
            );
            setRejecting(false);
            return null;
          } catch (failure) {
            return errorMessage(failure);
          } finally {
            sending.release();
          }
        }}
      />
    </section>
  );
}
