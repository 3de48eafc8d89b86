import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS } from '@/domain/constants';
import { parsePositiveId } from '@/domain/ids';
import { attributesByHeading, planStageIdOf, type InterviewPlan } from '@/domain/interviews';
import { stageById, stagesOf, type PipelineStage } from '@/domain/pipelines';
import { useJob } from '@/api/queries/get-job';
import { useCan } from '@/lib/session';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useInterviewPlan } from '../api/get-interview-plan';
import { InterviewPlanEditor } from './interview-plan-editor';
import '../interviews.css';

/** The plan as read: each interview with its stage, length and what its scorecard rates. */
function PlanView({ plan, stages }: { plan: InterviewPlan; stages: readonly PipelineStage[] }) {
  if (plan.interviews.length === 0)
    return <p className="field-hint">No interviews are planned for this job.</p>;
  return (
    <ol className="plan-list">
      {plan.interviews.map((interview) => (
        <li key={interview.id} className="plan-item">
          <div className="plan-item-head">
            <h3>{interview.name}</h3>
            <span className="plan-facts">
              {stageById(stages, planStageIdOf(interview, stages) ?? '')?.name ??
                STAGE_LABELS[interview.stage]}{' '}
              · {interview.durationMinutes} min
            </span>
          </div>
          <dl className="plan-attributes">
            {attributesByHeading(interview.attributes).map((group) => (
              <div key={group.heading}>
                <dt>{group.heading}</dt>
                <dd>{group.attributes.map((item) => item.name).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** The job page's "Interview plan": read by every member, edited by recruiters. */
export function InterviewPlanSection() {
  const jobId = parsePositiveId(useParams().jobId) ?? null;
  const plan = useInterviewPlan(jobId);
  const job = useJob(jobId);
  const mayEdit = useCan('plan-interviews');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  // Back to the button that opened the editor, once it is on the page again.
  const { ref: editButton, returnFocus } = useReturnFocus();
  const close = (message = '') => {
    setEditing(false);
    setSaved(message);
    returnFocus();
  };

  return (
    <section className="panel plan-panel" aria-labelledby="interview-plan-heading">
      <header className="plan-header">
        <h2 id="interview-plan-heading">Interview plan</h2>
        {mayEdit && plan.isSuccess && !editing && (
          <button
            ref={editButton}
            type="button"
            className="btn btn-sm"
            onClick={() => {
              setSaved('');
              setEditing(true);
            }}
          >
            Edit interview plan
          </button>
        )}
      </header>
      <p role="status" className="field-hint plan-saved">
        {saved}
      </p>
      {plan.isPending && <LoadingMessage>Loading the interview plan…</LoadingMessage>}
      {plan.isError && (
        <div className="inline-error">
          <ErrorMessage>Could not load the interview plan: {errorMessage(plan.error)}</ErrorMessage>
          <button type="button" className="btn btn-sm" onClick={() => void plan.refetch()}>
            Try again
          </button>
        </div>
      )}
      {plan.isSuccess && jobId !== null && editing ? (
        <InterviewPlanEditor
          jobId={jobId}
          plan={plan.data}
          onSaved={() => close('Interview plan saved.')}
          onCancel={() => close()}
        />
      ) : (
        plan.isSuccess && <PlanView plan={plan.data} stages={stagesOf(job.data ?? {})} />
      )}
    </section>
  );
}
