import { Link } from 'react-router';

/** What the builder and the applicant form show for a job that does not exist. */
export function JobNotFound({ showLink = true }: { showLink?: boolean }) {
  return (
    <div className="panel empty-state" role="alert">
      <h1>Job not found.</h1>
      <p>The job may have been removed, or the link may be mistyped.</p>
      {showLink && (
        <Link to="/" className="btn">
          See all jobs
        </Link>
      )}
    </div>
  );
}
