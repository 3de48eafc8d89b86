import { JobOptions } from '@/components/job-options';
import type { Job } from '@/domain/types';

interface BoardFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  jobId: number | undefined;
  onJobChange: (jobId: number | undefined) => void;
  jobs: Job[] | undefined;
}

export function BoardFilters({
  search,
  onSearchChange,
  jobId,
  onJobChange,
  jobs,
}: BoardFiltersProps) {
  return (
    <div className="board-filters" role="search" aria-label="Find candidates">
      <div className="board-filter board-filter-search">
        <label htmlFor="candidate-search" className="visually-hidden">
          Search candidates
        </label>
        <svg aria-hidden="true" className="search-icon" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="m10.5 10.5 3.5 3.5"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        <input
          id="candidate-search"
          type="search"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="board-filter">
        <label htmlFor="candidate-job-filter" className="visually-hidden">
          Job
        </label>
        <select
          id="candidate-job-filter"
          value={jobId ?? ''}
          onChange={(event) =>
            onJobChange(event.target.value ? Number(event.target.value) : undefined)
          }
        >
          <JobOptions jobs={jobs} />
        </select>
      </div>
    </div>
  );
}
