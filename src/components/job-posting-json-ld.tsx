import { useLocation } from 'react-router';
import { publicOrigin } from '@/api/mode';
import {
  applyPath,
  jobPosting,
  jsonLdText,
  SERVED_POSTINGS_ATTRIBUTE,
  type PostingJob,
} from '@/domain/job-posting';
import type { Organization } from '@/domain/organization';

/** Whether the team server already put the postings of this path in the page it sent. */
export function servedWithPage(path: string): boolean {
  return [...document.head.querySelectorAll(`script[${SERVED_POSTINGS_ATTRIBUTE}]`)].some(
    (script) => script.getAttribute(SERVED_POSTINGS_ATTRIBUTE) === path,
  );
}

/**
 * Each active job's schema.org `JobPosting` as JSON-LD, for search engines and job boards: a data
 * block, never run (so the Content-Security-Policy has nothing to block). Its text escapes `<`, so
 * no title can end the element. None when the team server sent them with the page already.
 */
export function JobPostingJsonLd({
  jobs,
  organization,
}: {
  jobs: PostingJob[];
  organization: Organization;
}) {
  const { pathname } = useLocation();
  if (servedWithPage(pathname)) return null;
  const origin = publicOrigin() ?? globalThis.location.origin;
  return jobs.map((job) => (
    <script key={job.id} type="application/ld+json">
      {jsonLdText(jobPosting(job, organization, `${origin}${applyPath(job.id)}`))}
    </script>
  ));
}
