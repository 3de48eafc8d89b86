import { Link } from 'react-router';

/** What the builder and the recruiter's try-out of the form show for a job that does not exist. */
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

export const NO_LONGER_OPEN = 'This job is no longer open';

/**
 * What an applicant sees on a public link to a job that takes no applications: closed, or not
 * there at all (an anonymous visitor is not told which), with the way to the open ones.
 */
export function JobNoLongerOpen() {
  return (
    <div className="panel empty-state" role="alert">
      <h1>{NO_LONGER_OPEN}</h1>
      <p>It may have been filled or closed. The jobs that are open now are on the careers page.</p>
      <Link to="/careers" className="btn btn-primary">
        See open jobs
      </Link>
    </div>
  );
}
