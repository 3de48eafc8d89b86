import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { STAGE_LABELS, UNVERIFIED_RESPONSE_NOTE } from '@/domain/constants';
import { parsePositiveId } from '@/domain/ids';
import { useAssessment } from '../api/get-assessment';
import { useJobResponses } from '../api/get-job-responses';
import { formatDateTime } from '@/lib/format-date-time';
import { AnswerList } from './answer-list';
import '../assessments.css';

/** The job page's list of assessment responses, newest first, each opening to its answers. */
export function JobResponses() {
  const jobId = parsePositiveId(useParams().jobId) ?? null;
  const responses = useJobResponses(jobId);
  const assessment = useAssessment(jobId);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="panel responses-panel" aria-labelledby="job-responses-heading">
      <header className="responses-header">
        <h2 id="job-responses-heading">Assessment responses</h2>
        {responses.isSuccess && <span className="count-pill">{responses.data.length}</span>}
      </header>
      {responses.isPending && <LoadingMessage>Loading responses...</LoadingMessage>}
      {responses.isError && (
        <div className="inline-error">
          <ErrorMessage>Could not load the responses: {errorMessage(responses.error)}</ErrorMessage>
          <button type="button" className="btn btn-sm" onClick={() => void responses.refetch()}>
            Try again
          </button>
        </div>
      )}
      {responses.isSuccess && responses.data.length === 0 && (
        <p className="field-hint">No one has submitted the assessment for this job yet.</p>
      )}
      {responses.isSuccess && responses.data.length > 0 && (
        <ul className="response-list">
          {responses.data.map((response) => {
            const expanded = open.has(response.id);
            const panelId = `response-${response.id}-answers`;
            const who = response.candidate?.name ?? 'A removed candidate';
            return (
              <li key={response.id} className="response-item">
                <div className="response-row">
                  <div className="response-who">
                    {response.candidate ? (
                      <Link to={`/candidates/${response.candidate.id}`}>{who}</Link>
                    ) : (
                      <span>{who}</span>
                    )}
                    {response.candidate && (
                      <span className="response-email">{response.candidate.email}</span>
                    )}
                    {response.unverified && (
                      <span className="response-unverified">{UNVERIFIED_RESPONSE_NOTE}</span>
                    )}
                  </div>
                  {response.candidate && (
                    <span className="badge stage-pill">
                      {STAGE_LABELS[response.candidate.stage]}
                    </span>
                  )}
                  <span className="response-date">{formatDateTime(response.submittedAt)}</span>
                  <button
                    type="button"
                    className="btn btn-sm"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    aria-label={`${expanded ? 'Hide' : 'Show'} answers of ${who}`}
                    onClick={() => toggle(response.id)}
                  >
                    {expanded ? 'Hide answers' : 'Show answers'}
                  </button>
                </div>
                <div id={panelId} hidden={!expanded} className="response-answers">
                  {expanded && (
                    <AnswerList
                      structure={assessment.data?.structure}
                      answers={response.answers}
                      files={response.files}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
