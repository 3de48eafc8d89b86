import { useId, type Ref } from 'react';
import { DayField } from '@/components/day-field';
import { JobOptions } from '@/components/job-options';
import { STAGE_LABELS } from '@/domain/constants';
import { CANDIDATE_SOURCE_LABELS, CANDIDATE_SOURCES } from '@/domain/enums';
import { STAGES, type Job } from '@/domain/types';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import type { ListFilter } from '../logic/list-params';
import { isStage } from '../logic/board';

const TYPING_DELAY_MS = 250;

interface CandidateListFiltersProps {
  filter: ListFilter;
  jobs: Job[] | undefined;
  onChange: (change: Partial<ListFilter>) => void;
  /** The applied dates ask for an empty range (the start after the end). */
  rangeInvalid: boolean;
  rangeErrorId: string;
  searchRef: Ref<HTMLInputElement>;
}

const isSource = (value: string) => CANDIDATE_SOURCES.find((source) => source === value);

/** The list's filters. Typed words reach the address (and the request) after a short pause. */
export function CandidateListFilters(props: CandidateListFiltersProps) {
  const { filter, jobs, onChange, rangeInvalid, rangeErrorId, searchRef } = props;
  const id = useId();
  const search = useDebouncedCommit(
    filter.q ?? '',
    (q) => onChange({ q: q.trim() || undefined }),
    TYPING_DELAY_MS,
  );
  const tag = useDebouncedCommit(
    filter.tag ?? '',
    (value) => onChange({ tag: value.trim() || undefined }),
    TYPING_DELAY_MS,
  );

  return (
    <div className="list-filters" role="search" aria-label="Filter candidates">
      <div className="list-filter list-filter-search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          ref={searchRef}
          id={`${id}-q`}
          type="search"
          placeholder="Names, emails, notes, résumés"
          value={search.text}
          autoComplete="off"
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.commitNow()}
        />
      </div>
      <div className="list-filter">
        <label htmlFor={`${id}-job`}>Job</label>
        <select
          id={`${id}-job`}
          value={filter.jobId ?? ''}
          onChange={(event) =>
            onChange({ jobId: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <JobOptions jobs={jobs} />
        </select>
      </div>
      <div className="list-filter">
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select
          id={`${id}-stage`}
          value={filter.stage ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ stage: isStage(value) ? value : undefined });
          }}
        >
          <option value="">All stages</option>
          {STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className="list-filter">
        <label htmlFor={`${id}-source`}>Source</label>
        <select
          id={`${id}-source`}
          value={filter.source ?? ''}
          onChange={(event) => onChange({ source: isSource(event.target.value) })}
        >
          <option value="">All sources</option>
          {CANDIDATE_SOURCES.map((source) => (
            <option key={source} value={source}>
              {CANDIDATE_SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
      </div>
      <div className="list-filter">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <input
          id={`${id}-tag`}
          type="text"
          value={tag.text}
          autoComplete="off"
          onChange={(event) => tag.setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && tag.commitNow()}
        />
      </div>
      <DayField
        id={`${id}-from`}
        label="Applied from"
        className="list-filter"
        value={filter.appliedFrom}
        max={filter.appliedTo}
        invalid={rangeInvalid}
        describedBy={rangeInvalid ? rangeErrorId : undefined}
        onChange={(day) => onChange({ appliedFrom: day || undefined })}
      />
      <DayField
        id={`${id}-to`}
        label="Applied to"
        className="list-filter"
        value={filter.appliedTo}
        min={filter.appliedFrom}
        invalid={rangeInvalid}
        describedBy={rangeInvalid ? rangeErrorId : undefined}
        onChange={(day) => onChange({ appliedTo: day || undefined })}
      />
    </div>
  );
}
