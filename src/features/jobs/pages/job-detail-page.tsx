import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError, errorMessage } from '@/api/client';
import { absoluteUrl, CopyLink } from '@/components/copy-link';
import { MarkdownText } from '@/components/markdown-text';
import { PostingFacts } from '@/components/posting-facts';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useJob } from '@/api/queries/get-job';
import { parsePositiveId } from '@/domain/ids';
import type { Job } from '@/api/types';
import type { JobStatus } from '@/domain/types';
import { useCan } from '@/lib/session';
import { useChangeJobStatus } from '../api/update-job';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JobApplicationsMail } from '../components/job-applications-mail';
import { JobPipeline } from '../components/job-pipeline';
import { JobTags, StatusBadge } from '../components/job-meta';
import '../jobs.css';

export const JOB_NOT_FOUND = 'Job not found.';

/** The dashboard's filters when the user came from it, so going back keeps their view. */
function useBackTarget(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' && state.from.startsWith('?') ? `/${state.from}` : '/';
}

interface JobDetailPageProps {
  /** Composed by the app below the job details (for example the job's assessment responses). */
  children?: ReactNode;
}

export function JobDetailPage({ children }: JobDetailPageProps) {
  const id = parsePositiveId(useParams().jobId) ?? null;
  const backTo = useBackTarget();
  const job = useJob(id);
  useDocumentTitle(job.data?.title);
  const mayEditAssessment = useCan('edit-assessments');
  const mayEditJobs = useCan('edit-jobs');

  const back = (
    <Link to={backTo} className="back-link">
      <span aria-hidden="true">←</span> Back to Jobs Board
    </Link>
  );

  let body: ReactNode;
  if (id === null) {
    body = <NotFound />;
  } else if (job.isPending) {
    body = <LoadingMessage>Loading job details...</LoadingMessage>;
  } else if (job.isError) {
    // Any answer from the server that is not ok means there is no such job to show;
    // only a failure to reach the server at all is an error worth retrying.
    body =
      job.error instanceof ApiError && job.error.status > 0 ? (
        <NotFound />
      ) : (
        <div className="jobs-error">
          <ErrorMessage>Error: {errorMessage(job.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void job.refetch()}>
            Try again
          </button>
        </div>
      );
  } else {
    const { title, status, tags, description } = job.data;
    body = (
      <article className="panel job-detail" aria-labelledby="job-detail-title">
        <header className="job-detail-header">
          <div className="job-detail-heading">
            <h1 id="job-detail-title">{title}</h1>
            <StatusBadge status={status} />
          </div>
          <PostingFacts job={job.data} className="job-detail-posting" />
          <div className="job-detail-actions">
            {mayEditAssessment && (
              <Link to={`/jobs/${id}/assessment`} className="btn">
                Manage Assessment
              </Link>
            )}
            {status === 'draft' ? (
              mayEditJobs && <PublishButton job={job.data} />
            ) : (
              <Link to={`/jobs/${id}/apply`} className="btn btn-primary">
                Apply Now
              </Link>
            )}
          </div>
        </header>
        <dl className="job-detail-facts">
          <div>
            <dt>Status</dt>
            <dd className="job-detail-status">{STATUS_TEXT[status]}</dd>
          </div>
          <div>
            <dt>Openings</dt>
            <dd>{job.data.openings ?? 1}</dd>
          </div>
          <div>
            <dt>Tags</dt>
            <dd>
              <JobTags tags={tags} label={`Tags of ${title}`} />
            </dd>
          </div>
        </dl>
        {status === 'active' && (
          // What a recruiter sends to applicants or posts elsewhere: the job's public form.
          <CopyLink url={absoluteUrl(`/jobs/${id}/apply`)} label="Public link to apply" />
        )}
        <JobPipeline job={job.data} />
        <JobApplicationsMail job={job.data} />
        <section className="job-detail-description" aria-labelledby="job-description-title">
          <h2 id="job-description-title">Description</h2>
          {description ? (
            <MarkdownText text={description} />
          ) : (
            <p className="job-no-description">No description yet. Edit the job to write one.</p>
          )}
        </section>
      </article>
    );
  }

  return (
    <div className="job-detail-page">
      {back}
      {body}
      {job.isSuccess && children}
    </div>
  );
}

const STATUS_TEXT: Record<JobStatus, string> = {
  active: 'Active: open for applications',
  archived: 'Archived: hidden from active listings',
  draft: 'Draft: not published yet, so applicants cannot see it or apply',
};

/** A draft's one step: publishing puts it on the careers page and opens its apply page. */
function PublishButton({ job }: { job: Job }) {
  const status = useChangeJobStatus(job);
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => status.change('active')}
      disabled={status.isPending}
    >
      Publish
    </button>
  );
}

function NotFound() {
  return (
    <div className="panel empty-state" role="alert">
      <h1>{JOB_NOT_FOUND}</h1>
      <p>It may have been removed, or the link may be mistyped.</p>
    </div>
  );
}
