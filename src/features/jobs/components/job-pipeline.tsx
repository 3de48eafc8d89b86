import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { useStageCounts } from '@/api/queries/get-stage-counts';
import type { Job } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { stagesOf } from '@/domain/pipelines';
import { useCan } from '@/lib/session';

// The editor is loaded when first opened: most visits to a job change no stage.
const PipelineEditor = lazy(() =>
  import('./pipeline-editor').then((module) => ({ default: module.PipelineEditor })),
);

/** The job's candidates per stage at a glance, the way to its board, and its stages' editor. */
export function JobPipeline({ job }: { job: Pick<Job, 'id' | 'stages'> }) {
  const jobId = job.id;
  const counts = useStageCounts({ jobId });
  const mayEdit = useCan('edit-jobs');
  const [editing, setEditing] = useState(false);
  const stages = stagesOf(job);
  // A job on the six default stages is counted by category, whose names are those stages' ids.
  const countOf = (id: string, category: keyof NonNullable<typeof counts.data>['counts']) =>
    counts.data?.stageIds?.[id] ?? (job.stages ? 0 : (counts.data?.counts[category] ?? 0));
  const most = counts.data
    ? Math.max(1, ...stages.map((stage) => countOf(stage.id, stage.category)))
    : 1;
  return (
    <section className="job-pipeline" aria-labelledby="job-pipeline-title">
      <div className="job-pipeline-header">
        <h2 id="job-pipeline-title">Pipeline</h2>
        <span className="job-pipeline-links">
          <Link to={`/candidates?job=${jobId}`}>Open the board for this job</Link>
          <Link to={`/reports?job=${jobId}`}>Reports for this job</Link>
          {mayEdit && !editing && (
            <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
              Edit stages
            </button>
          )}
        </span>
      </div>
      {counts.isPending ? (
        <LoadingMessage>Loading the pipeline…</LoadingMessage>
      ) : counts.isError ? (
        <ErrorMessage>Could not load the pipeline: {errorMessage(counts.error)}</ErrorMessage>
      ) : editing ? (
        <Suspense fallback={<LoadingMessage>Loading the editor…</LoadingMessage>}>
          <PipelineEditor
            jobId={jobId}
            stages={stages}
            counts={Object.fromEntries(stages.map((s) => [s.id, countOf(s.id, s.category)]))}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          <p className="job-pipeline-total">
            {counts.data.totalCount === 1 ? '1 candidate' : `${counts.data.totalCount} candidates`}
          </p>
          <ul className="job-pipeline-stages" aria-label="Candidates per stage">
            {stages.map((stage) => {
              const count = countOf(stage.id, stage.category);
              return (
                <li key={stage.id} className={`job-pipeline-stage stage-${stage.category}`}>
                  <span className="job-pipeline-stage-name">{stage.name}</span>
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
