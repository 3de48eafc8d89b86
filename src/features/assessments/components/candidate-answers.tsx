import { useQueries } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { UNVERIFIED_RESPONSE_NOTE } from '@/domain/constants';
import { parsePositiveId } from '@/domain/ids';
import { assessmentQueryOptions } from '../api/get-assessment';
import { useCandidateResponses } from '../api/get-candidate-responses';
import { formatDateTime } from '@/lib/format-date-time';
import { AnswerList } from './answer-list';
import '../assessments.css';
import { SectionHeading } from '@/components/profile-sections';

/** The profile's section with the candidate's submitted assessments, labelled by each job's current questions. */
export function CandidateAnswers() {
  const candidateId = parsePositiveId(useParams().candidateId) ?? null;
  const responses = useCandidateResponses(candidateId);
  const jobIds = [...new Set((responses.data ?? []).map((r) => r.jobId))];
  const structures = useQueries({
    queries: jobIds.map((jobId) => ({ ...assessmentQueryOptions(jobId), retry: false })),
    combine: (results) => new Map(jobIds.map((jobId, i) => [jobId, results[i]?.data?.structure])),
  });

  return (
    <section className="panel responses-panel" aria-labelledby="candidate-answers-heading">
      <header className="responses-header">
        <SectionHeading id="candidate-answers-heading">Assessment answers</SectionHeading>
      </header>
      {responses.isPending && <LoadingMessage>Loading assessment answers...</LoadingMessage>}
      {responses.isError && (
        <div className="inline-error">
          <ErrorMessage>
            Could not load the assessment answers: {errorMessage(responses.error)}
          </ErrorMessage>
          <button type="button" className="btn btn-sm" onClick={() => void responses.refetch()}>
            Try again
          </button>
        </div>
      )}
      {responses.isSuccess && responses.data.length === 0 && (
        <p className="field-hint">This candidate has not submitted an assessment.</p>
      )}
      {responses.isSuccess &&
        responses.data.map((response) => (
          <article
            key={response.id}
            className="submission"
            aria-labelledby={`submission-${response.id}`}
          >
            <header className="submission-header">
              <h3 id={`submission-${response.id}`}>
                {response.job ? (
                  <Link to={`/jobs/${response.job.id}`}>{response.job.title}</Link>
                ) : (
                  'A removed job'
                )}
              </h3>
              <span className="response-date">
                Submitted {formatDateTime(response.submittedAt)}
              </span>
              {response.unverified && (
                <p className="response-unverified">{UNVERIFIED_RESPONSE_NOTE}</p>
              )}
            </header>
            <AnswerList
              structure={structures.get(response.jobId)}
              answers={response.answers}
              files={response.files}
            />
          </article>
        ))}
    </section>
  );
}
