import type { Job } from '@/domain/types';

/** A job filter's options: every job, the active ones first, then drafts, after the choice of all jobs. */
export function JobOptions({ jobs }: { jobs: readonly Job[] | undefined }) {
  const active = jobs?.filter((job) => job.status === 'active') ?? [];
  const archived = jobs?.filter((job) => job.status === 'archived') ?? [];
  const drafts = jobs?.filter((job) => job.status === 'draft') ?? [];
  return (
    <>
      <option value="">All jobs</option>
      {active.length > 0 && (
        <optgroup label="Active jobs">
          {active.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </optgroup>
      )}
      {drafts.length > 0 && (
        <optgroup label="Draft jobs">
          {drafts.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </optgroup>
      )}
      {archived.length > 0 && (
        <optgroup label="Archived jobs">
          {archived.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}
