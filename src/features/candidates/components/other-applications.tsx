import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/api/client';
import { jobQueryOptions } from '@/api/queries/get-job';
import type { Candidate, Job } from '@/api/types';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useCandidateApplications } from '../api/get-candidate-applications';
import { StageBadge } from './stage-badge';
import { SectionHeading } from '@/components/profile-sections';

/** What an application's job is called while its job loads, or when it cannot be shown. */
function jobTitle(job: UseQueryResult<Job> | undefined, jobId: number): string {
  if (job?.data) return job.data.title;
  if (job?.error instanceof ApiError && job.error.status === 404) return 'A job no longer listed';
  // Any other failure: the id at least, as the profile's own job fact does.
  return job?.isError ? `Job #${jobId}` : 'Loading job…';
}

/**
 * The person's applications to other jobs (candidates with the same email), each with its job, its
 * stage and a link to its own profile. A failure here leaves the rest of the profile working.
 */
export function OtherApplications({ candidate }: { candidate: Pick<Candidate, 'id' | 'name'> }) {
  const headingId = useId();
  const applications = useCandidateApplications(candidate.id);
  // One request per job, shared with the job page and the profiles of those applications.
  const jobIds = [...new Set((applications.data ?? []).map((other) => other.jobId))];
  const jobs = useQueries({ queries: jobIds.map((jobId) => jobQueryOptions(jobId)) });
  const jobById = new Map(jobIds.map((jobId, index) => [jobId, jobs[index]]));

  useEffect(() => {
    if (applications.isError)
      console.error('Could not fetch the other applications.', applications.error);
  }, [applications.isError, applications.error]);

  return (
    <section className="panel profile-section other-applications" aria-labelledby={headingId}>
      <header className="section-header">
        <SectionHeading id={headingId}>Other applications</SectionHeading>
      </header>
      {applications.isPending ? (
        <LoadingMessage>Loading other applications…</LoadingMessage>
      ) : applications.isError ? (
        <ErrorMessage>Could not load the other applications.</ErrorMessage>
      ) : applications.data.length === 0 ? (
        <p className="muted-text">No other applications.</p>
      ) : (
        <ul className="application-list" aria-labelledby={headingId}>
          {applications.data.map((other) => (
            <li key={other.id} className="application-item" data-stage={other.stage}>
              <div className="application-item-job">
                <Link to={`/candidates/${other.id}`}>
                  {jobTitle(jobById.get(other.jobId), other.jobId)}
                </Link>
                {/* The same email under another name (a typo, a nickname) is worth seeing. */}
                {other.name !== candidate.name && (
                  <span className="application-item-name">as {other.name}</span>
                )}
              </div>
              <StageBadge stage={other.stage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
