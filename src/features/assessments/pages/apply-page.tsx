import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/api/client';
import { MarkdownText } from '@/components/markdown-text';
import { JobPostingJsonLd } from '@/components/job-posting-json-ld';
import { PostingFacts } from '@/components/posting-facts';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { JOB_CLOSED_MESSAGE } from '@/domain/constants';
import { parsePositiveId } from '@/domain/ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JobNoLongerOpen, JobNotFound } from '../components/job-not-found';
import { useAssessment } from '../api/get-assessment';
import { useJob } from '@/api/queries/get-job';
import { useOrganization } from '@/api/queries/get-organization';
import { usePrivacySettings } from '@/api/queries/get-privacy-settings';
import { ApplicationForm } from '../components/application-form';
import { StatusLink } from '../components/status-link';
import '../assessments.css';

export const NO_ASSESSMENT = 'This job does not have an assessment configured.';
const LOAD_FAILED = 'Could not load assessment. Please try again.';

interface ApplyPageProps {
  /**
   * Team mode's public applicant form: the applicant has no account, so the page links nowhere
   * inside the app (the job page is for members).
   */
  standalone?: boolean;
}

export function ApplyPage({ standalone = false }: ApplyPageProps) {
  const jobId = parsePositiveId(useParams().jobId) ?? null;
  const job = useJob(jobId);
  useDocumentTitle(job.data && `Apply: ${job.data.title}`);
  const assessment = useAssessment(jobId);
  // Not waited for: without the settings the form still works, only the notice is absent.
  const privacy = usePrivacySettings();
  // Names the organization in the job's posting for search engines; not waited for either.
  const organization = useOrganization();
  // The email the application was sent with and its private status link, once it is received.
  const [submitted, setSubmitted] = useState<{ email: string; statusUrl: string } | null>(null);
  // A draft is not there for applicants yet (the server answers them 404; a member sees the same).
  const jobMissing =
    jobId === null ||
    (job.error instanceof ApiError && job.error.status === 404) ||
    job.data?.status === 'draft';

  useEffect(() => {
    if (assessment.isError && !jobMissing)
      console.error('Failed to fetch assessment data.', assessment.error);
  }, [assessment.isError, assessment.error, jobMissing]);

  if (jobMissing) {
    return (
      <div className="apply-page">
        {standalone ? <JobNoLongerOpen /> : <JobNotFound showLink />}
      </div>
    );
  }
  if (job.isError || assessment.isError) {
    return (
      <div className="apply-page">
        <div className="panel empty-state">
          <h1>Apply</h1>
          <ErrorMessage>{LOAD_FAILED}</ErrorMessage>
          <button
            type="button"
            className="btn"
            onClick={() => void Promise.all([job.refetch(), assessment.refetch()])}
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (job.isPending || assessment.isPending) {
    return (
      <div className="apply-page">
        <LoadingMessage>Loading application form...</LoadingMessage>
      </div>
    );
  }

  const { structure } = assessment.data;
  const title = job.data.title;
  if (submitted)
    return (
      <ThankYou
        jobId={standalone ? null : job.data.id}
        jobTitle={title}
        email={submitted.email}
        statusUrl={submitted.statusUrl}
      />
    );

  return (
    <div className="apply-page">
      {job.data.status === 'active' && organization.data && (
        <JobPostingJsonLd jobs={[job.data]} organization={organization.data} />
      )}
      <header className="apply-hero">
        <p className="apply-eyebrow">Application</p>
        <h1>{title}</h1>
        <PostingFacts job={job.data} className="apply-facts" />
      </header>
      {job.data.description && (
        <section className="panel apply-description" aria-labelledby="apply-about">
          <h2 id="apply-about" className="apply-about-title">
            About the job
          </h2>
          <MarkdownText text={job.data.description} />
        </section>
      )}
      {job.data.status === 'archived' ? (
        <div className="panel empty-state" role="status">
          <p>{JOB_CLOSED_MESSAGE}</p>
          {standalone ? (
            <Link to="/careers" className="btn">
              See open jobs
            </Link>
          ) : (
            <Link to={`/jobs/${job.data.id}`} className="btn">
              Back to the job
            </Link>
          )}
        </div>
      ) : (
        <>
          {structure.sections.length === 0 && (
            // The spec's words, then the basic application: a name, an email, a résumé.
            <p className="panel apply-no-assessment">{NO_ASSESSMENT}</p>
          )}
          <ApplicationForm
            jobId={job.data.id}
            structure={structure}
            privacy={privacy.data}
            onSubmitted={setSubmitted}
          />
        </>
      )}
    </div>
  );
}

function ThankYou({
  jobId,
  jobTitle,
  email,
  statusUrl,
}: {
  jobId: number | null;
  jobTitle: string;
  email: string;
  statusUrl: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="apply-page">
      <div className="panel thank-you">
        <span className="thank-you-mark" aria-hidden="true">
          ✓
        </span>
        <h1 ref={heading} tabIndex={-1}>
          Thank You!
        </h1>
        <p>
          Your application for <strong>{jobTitle}</strong> has been received.
        </p>
        <p className="thank-you-note">We will be in touch at {email}.</p>
        <StatusLink statusUrl={statusUrl} />
        {jobId !== null && (
          <Link to={`/jobs/${jobId}`} className="btn">
            Back to the job
          </Link>
        )}
      </div>
    </div>
  );
}
