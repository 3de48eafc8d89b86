import { useQueries } from '@tanstack/react-query';
import { jobQueryOptions } from '@/api/queries/get-job';
import { JobPostingJsonLd } from '@/components/job-posting-json-ld';
import type { Organization } from '@/domain/organization';

/**
 * The listed jobs' postings for search engines, once each job's description is read (the list
 * itself has none). Rendered only when the team server did not send them with the page.
 */
export function CareersPostings({
  jobIds,
  organization,
}: {
  jobIds: number[];
  organization: Organization;
}) {
  const jobs = useQueries({ queries: jobIds.map((id) => jobQueryOptions(id)) });
  const ready = jobs.flatMap((job) => (job.data?.status === 'active' ? [job.data] : []));
  if (ready.length === 0) return null;
  return <JobPostingJsonLd jobs={ready} organization={organization} />;
}
