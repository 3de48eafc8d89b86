import { withdrew } from '@/domain/rejection';
import { useEffect, useRef, type Ref } from 'react';
import { Link } from 'react-router';
import type { CandidatesList } from '@/api/types';
import { CANDIDATE_SOURCE_LABELS, type CandidateSort } from '@/domain/enums';
import { formatMediumDate } from '@/lib/format-date-time';
import type { ListParams } from '../logic/list-params';
import { columnSelectState, type Selection } from '../logic/selection';
import { MatchSnippet } from './match-snippet';
import { StageBadge } from './stage-badge';

type ListedCandidate = CandidatesList['candidates'][number];

/** The columns, and the order the API sorts each by (job, source and tags it does not). */
const COLUMNS: ReadonlyArray<{ label: string; sort?: CandidateSort; className?: string }> = [
  { label: 'Name', sort: 'name', className: 'list-col-name' },
  { label: 'Email', sort: 'email' },
  { label: 'Job' },
  { label: 'Stage', sort: 'stage' },
  { label: 'Source' },
  { label: 'Applied', sort: 'appliedAt' },
  { label: 'Last activity', sort: 'lastActivityAt' },
  { label: 'Tags', className: 'list-col-tags' },
];

/** Said for an empty cell: seen as a dash, heard as words. */
function Missing({ children }: { children: string }) {
  return (
    <span className="list-muted">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{children}</span>
    </span>
  );
}

/** A day, short, in the reader's own locale and time zone ("3 Nov 2026", "Nov 3, 2026"). */
function Day({ iso, missing }: { iso: string | undefined; missing: string }) {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return <Missing>{missing}</Missing>;
  return <time dateTime={iso}>{formatMediumDate(iso)}</time>;
}

interface CandidateTableProps {
  candidates: readonly ListedCandidate[];
  list: ListParams;
  jobTitles: ReadonlyMap<number, string>;
  labelledBy: string;
  /** Other rows are on their way: the rows shown are the last answer's. */
  busy: boolean;
  onSort: (sort: CandidateSort) => void;
  /** The checked ids; null when the reader may not act on candidates (no checkboxes). */
  selected: Selection | null;
  onSelect: (id: number, on: boolean, shift: boolean) => void;
  onSelectPage: (on: boolean) => void;
  regionRef: Ref<HTMLDivElement>;
}

/**
 * One page of the candidate list. Wider than a phone: it scrolls sideways inside its own region
 * (which the keyboard can scroll too), and the page around it stays put.
 */
export function CandidateTable(props: CandidateTableProps) {
  const { candidates, list, jobTitles, labelledBy, busy, onSort, selected, regionRef } = props;
  const order = candidates.map((c) => c.id);
  const pageState = selected ? columnSelectState(order, selected) : null;
  const mixed = pageState?.mixed ?? false;
  const pageBox = useRef<HTMLInputElement>(null);
  // "Mixed" is a property, not an attribute: React cannot set it.
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = mixed;
  }, [mixed]);

  return (
    <div
      ref={regionRef}
      className={busy ? 'list-table-wrap is-stale' : 'list-table-wrap'}
      role="region"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className="list-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {pageState && (
              <th scope="col" className="list-col-select">
                <input
                  ref={pageBox}
                  type="checkbox"
                  aria-label="Select every candidate on this page"
                  checked={pageState.checked}
                  onChange={(event) => props.onSelectPage(event.target.checked)}
                />
              </th>
            )}
            {COLUMNS.map(({ label, sort, className }) => {
              const sorted = sort !== undefined && list.sort === sort;
              return (
                <th
                  key={label}
                  scope="col"
                  className={className}
                  aria-sort={
                    sorted ? (list.order === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {sort ? (
                    <button type="button" className="list-sort" onClick={() => onSort(sort)}>
                      {label}
                      <span aria-hidden="true" className="list-sort-arrow">
                        {sorted ? (list.order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {candidates.map((candidate) => {
            const checked = selected?.has(candidate.id) ?? false;
            return (
              <tr key={candidate.id} className={checked ? 'is-selected' : undefined}>
                {selected && (
                  <td className="list-col-select">
                    <input
                      type="checkbox"
                      aria-label={`Select ${candidate.name}`}
                      checked={checked}
                      onChange={(event) =>
                        props.onSelect(
                          candidate.id,
                          event.target.checked,
                          // A checkbox's change comes from its click, which says whether Shift was held.
                          (event.nativeEvent as MouseEvent).shiftKey === true,
                        )
                      }
                    />
                  </td>
                )}
                <th scope="row" className="list-col-name">
                  <Link to={`/candidates/${candidate.id}`}>{candidate.name}</Link>
                  {candidate.match && list.q && (
                    <MatchSnippet match={candidate.match} query={list.q} />
                  )}
                </th>
                <td className="list-email">{candidate.email}</td>
                <td>{jobTitles.get(candidate.jobId) ?? `Job ${candidate.jobId}`}</td>
                <td>
                  <StageBadge stage={candidate.stage} withdrawn={withdrew(candidate)} />
                </td>
                <td>
                  {candidate.source ? (
                    CANDIDATE_SOURCE_LABELS[candidate.source]
                  ) : (
                    <Missing>Unknown</Missing>
                  )}
                </td>
                <td className="list-date">
                  <Day iso={candidate.appliedAt} missing="Unknown" />
                </td>
                <td className="list-date">
                  <Day iso={candidate.lastActivityAt} missing="None" />
                </td>
                <td className="list-col-tags">
                  {candidate.tags && candidate.tags.length > 0 ? (
                    <ul className="list-tags" aria-label="Tags">
                      {candidate.tags.map((tag) => (
                        <li key={tag} className="cand-tag">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Missing>None</Missing>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
