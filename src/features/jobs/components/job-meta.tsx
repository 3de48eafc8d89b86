import type { JobStatus } from '@/domain/types';

export function StatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={`badge badge-${status} job-status`}>
      <span className="badge-dot" aria-hidden="true" />
      {status}
    </span>
  );
}

export function JobTags({ tags, label }: { tags: string[]; label: string }) {
  if (tags.length === 0) return <span className="job-no-tags">No tags</span>;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
