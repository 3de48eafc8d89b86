import { EMPLOYMENT_TYPE_LABELS } from '@/domain/enums';
import type { Job } from '@/domain/types';

type Posting = Pick<Job, 'location' | 'department' | 'employmentType'>;

/** A posting's location, department and employment type, those it has, as a short list. */
export function PostingFacts({ job, className }: { job: Posting; className?: string }) {
  const facts = [
    job.location && { label: 'Location', value: job.location },
    job.department && { label: 'Department', value: job.department },
    job.employmentType && {
      label: 'Employment type',
      value: EMPLOYMENT_TYPE_LABELS[job.employmentType],
    },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact));
  if (facts.length === 0) return null;
  return (
    <ul
      className={className ? `posting-facts ${className}` : 'posting-facts'}
      aria-label="About this job"
    >
      {facts.map((fact) => (
        <li key={fact.label}>
          <span className="visually-hidden">{fact.label}: </span>
          {fact.value}
        </li>
      ))}
    </ul>
  );
}
