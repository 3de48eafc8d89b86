import type { JobStatusFilter } from '@/api/types';
import { hasActiveFilters, type JobFilters } from '../logic/job-filters';
import { DebouncedSearchField } from './debounced-search-field';

interface JobFiltersBarProps {
  filters: JobFilters;
  onChange: (patch: Partial<Omit<JobFilters, 'page'>>) => void;
  onClear: () => void;
}

export function JobFiltersBar({ filters, onChange, onClear }: JobFiltersBarProps) {
  return (
    <form
      role="search"
      aria-label="Filter jobs"
      className="panel jobs-filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <DebouncedSearchField
        id="jobs-search"
        label="Search by title"
        placeholder="e.g. Frontend Engineer"
        value={filters.search}
        onCommit={(search) => onChange({ search })}
      />
      <div className="field">
        <label htmlFor="jobs-status">Status</label>
        <select
          id="jobs-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as JobStatusFilter })}
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
          <option value="draft">Draft</option>
        </select>
      </div>
      <DebouncedSearchField
        id="jobs-tags"
        label="Search by tag"
        placeholder="e.g. Remote"
        value={filters.tags}
        onCommit={(tags) => onChange({ tags })}
      />
      <div className="jobs-filters-clear">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onClear}
          disabled={!hasActiveFilters(filters)}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
