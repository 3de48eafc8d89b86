import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { useStageCounts } from '@/api/queries/get-stage-counts';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS } from '@/domain/constants';
import { STAGES } from '@/domain/types';

/** The job's candidates per stage at a glance, with the way to its board. */
export function JobPipeline({ jobId }: { jobId: number }) {
  const counts = useStageCounts({ jobId });
  const most = counts.data ? Math.max(1, ...STAGES.map((stage) => counts.data.counts[stage])) : 1;
  return (
    <section className="job-pipeline" aria-labelledby="job-pipeline-title">
      <div className="job-pipeline-header">
        <h2 id="job-pipeline-title">Pipeline</h2>
        <span className="job-pipeline-links">
          <Link to={`/candidates?job=${jobId}`}>Open the board for this job</Link>
          <Link to={`/reports?job=${jobId}`}>Reports for this job</Link>
        </span>
      </div>
      {counts.isPending ? (
        <LoadingMessage>Loading the pipeline…</LoadingMessage>
      ) : counts.isError ? (
        <ErrorMessage>Could not load the pipeline: {errorMessage(counts.error)}</ErrorMessage>
      ) : (
        <>
          <p className="job-pipeline-total">
            {counts.data.totalCount === 1 ? '1 candidate' : `${counts.data.totalCount} candidates`}
          </p>
          <ul className="job-pipeline-stages" aria-label="Candidates per stage">
            {STAGES.map((stage) => {
              const count = counts.data.counts[stage];
              return (
                <li key={stage} className={`job-pipeline-stage stage-${stage}`}>
                  <span className="job-pipeline-stage-name">{STAGE_LABELS[stage]}</span>
                  <span className="job-pipeline-bar" aria-hidden="true">
                    <span style={{ width: `${(count / most) * 100}%` }} />
                  </span>
                  <span className="job-pipeline-count">{count}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
