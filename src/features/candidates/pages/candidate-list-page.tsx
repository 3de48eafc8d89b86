import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { errorMessage } from '@/api/client';
import { useJobOptions } from '@/api/queries/get-job-options';
import { Pagination } from '@/components/pagination';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useCan } from '@/lib/session';
import { saveBlob } from '@/lib/save-file';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCandidateList } from '../api/get-candidate-list';
import { CANDIDATES_CSV_NAME, useExportCandidatesCsv } from '../api/export-candidates-csv';
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { CandidateListFilters } from '../components/candidate-list-filters';
import { CandidateTable } from '../components/candidate-table';
import { ExportCsvButton } from '../components/export-csv-button';
import { useListSelection } from '../hooks/use-list-selection';
import { selectionCsv } from '../logic/list-csv';
import {
  BULK_LIMIT,
  bulkFilterOf,
  isFiltered,
  isRangeReversed,
  LIST_PAGE_SIZES,
  listFilter,
  listParamsFrom,
  listQuery,
  listSearchOf,
  pageCount,
  sortedBy,
  withFilter,
  type ListFilter,
  type ListParams,
} from '../logic/list-params';
import { candidatesText } from '../logic/selection';
import '../candidates.css';
import '../bulk-actions.css';
import '../candidate-list.css';

/** The list as the address holds it, and the ways to change it. */
function useListAddress() {
  const [params, setParams] = useLatestSearchParams();
  const list = useMemo(() => listParamsFrom(params), [params]);
  const change = (next: (current: ListParams) => ListParams, replace: boolean) =>
    setParams((current) => listSearchOf(next(listParamsFrom(current))), { replace });
  return {
    list,
    // Filters replace the history entry, as typing would otherwise fill it; pages and orders add
    // one, so Back returns to the page the reader came from.
    setFilter: (filter: Partial<ListFilter>) => change((c) => withFilter(c, filter), true),
    clearFilters: () => change((c) => ({ ...c, ...emptyFilter, page: 1 }), true),
    sortBy: (sort: ListParams['sort']) => change((c) => sortedBy(c, sort), false),
    goToPage: (page: number) => change((c) => ({ ...c, page }), false),
    setPageSize: (pageSize: number) => change((c) => ({ ...c, pageSize, page: 1 }), false),
  };
}

const emptyFilter: ListFilter = {
  q: undefined,
  jobId: undefined,
  stage: undefined,
  source: undefined,
  tag: undefined,
  appliedFrom: undefined,
  appliedTo: undefined,
};

export function CandidateListPage() {
  useDocumentTitle('Candidate list');
  const titleId = useId();
  const rangeErrorId = useId();
  const address = useListAddress();
  const { list } = address;
  const reversed = isRangeReversed(list);
  const listQueryResult = useCandidateList(listQuery(list), { enabled: !reversed });
  const { data } = listQueryResult;
  const jobsQuery = useJobOptions();
  const jobTitles = useMemo(
    () => new Map((jobsQuery.data?.jobs ?? []).map((job) => [job.id, job.title])),
    [jobsQuery.data],
  );
  const mayMove = useCan('move-candidates');
  const exporting = useExportCandidatesCsv();

  const rows = useMemo(() => data?.candidates ?? [], [data]);
  const total = data?.totalCount ?? 0;
  const last = pageCount(total, list.pageSize);
  const filterKey = JSON.stringify(listFilter(list));
  const selection = useListSelection(rows, filterKey);

  const stale = listQueryResult.isPlaceholderData;
  const tableRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // Once "Select all N matching" is pressed it goes; the keyboard's focus moves to what replaces it.
  const matchingNotice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (selection.allMatching) matchingNotice.current?.focus();
  }, [selection.allMatching]);

  // Once used, the bar stays, so what the last action did stays said after the selection clears.
  const [barShown, setBarShown] = useState(false);
  if (!barShown && selection.selected.size > 0) setBarShown(true);

  const filtered = isFiltered(list);
  const pageChecked = rows.length > 0 && rows.every((row) => selection.selected.has(row.id));
  const canSelectAll =
    mayMove && pageChecked && !selection.allMatching && total > selection.selected.size;

  let summary = '';
  if (stale) summary = 'Updating…';
  else if (data) summary = filtered ? `${candidatesText(total)} matching` : candidatesText(total);

  const goToPage = (page: number) => {
    address.goToPage(page);
    // The pager is below the table: the reader goes back up to the new page's first row. On the
    // first or last page the button pressed is disabled, which would drop the focus: it goes there.
    tableRef.current?.scrollIntoView?.({ block: 'start' });
    tableRef.current?.focus({ preventScroll: true });
  };

  // A page past the end (a shared link, candidates moved away) shows the last page.
  if (data && !stale && list.page > last)
    return <Navigate replace to={{ search: listSearchOf({ ...list, page: last }).toString() }} />;

  const exportSelection = () => {
    if (selection.allMatching) return exporting.mutateAsync(listFilter(list));
    const csv = selectionCsv(selection.rows, jobTitles);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), CANDIDATES_CSV_NAME);
    return Promise.resolve();
  };

  return (
    <div className="list-page">
      <header className="page-header list-header">
        <div>
          <h1 id={titleId}>Candidate list</h1>
          <p>Every candidate across jobs. Sort by a column, filter, and act on many at once.</p>
        </div>
        <Link to="/candidates" className="btn">
          Board
        </Link>
      </header>

      <CandidateListFilters
        filter={listFilter(list)}
        jobs={jobsQuery.data?.jobs}
        onChange={address.setFilter}
        rangeInvalid={reversed}
        rangeErrorId={rangeErrorId}
        searchRef={searchRef}
      />
      {reversed && (
        <p id={rangeErrorId} className="field-error" role="alert">
          “Applied from” must be on or before “Applied to”.
        </p>
      )}

      <div className="list-toolbar">
        <p role="status" aria-live="polite" className="list-summary">
          {summary}
        </p>
        {filtered && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              address.clearFilters();
              // The button goes with the filters: focus goes to the search box.
              searchRef.current?.focus();
            }}
          >
            Clear filters
          </button>
        )}
        <div className="list-tools">
          <ExportCsvButton filters={listFilter(list)} />
        </div>
      </div>

      {canSelectAll && (
        <p className="list-select-all">
          {total > BULK_LIMIT ? (
            `All ${candidatesText(rows.length)} on this page are selected. At most ${BULK_LIMIT.toLocaleString()} can be changed at once: narrow the filters to select them all.`
          ) : (
            <>
              All {candidatesText(rows.length)} on this page are selected.{' '}
              <button type="button" className="btn btn-sm" onClick={selection.selectAllMatching}>
                Select all {total.toLocaleString()} matching
              </button>
            </>
          )}
        </p>
      )}
      {selection.allMatching && (
        <p className="list-select-all">
          All {candidatesText(total)} matching these filters are selected.{' '}
          <button
            ref={matchingNotice}
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={selection.checkedOnly}
          >
            Select only the {candidatesText(selection.selected.size)} checked
          </button>
        </p>
      )}

      {reversed ? null : listQueryResult.isPending ? (
        <LoadingMessage>Loading candidates…</LoadingMessage>
      ) : listQueryResult.isError && !data ? (
        <div className="list-error">
          <ErrorMessage>Error: {errorMessage(listQueryResult.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void listQueryResult.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="list-empty">
          {filtered ? 'No candidates match these filters.' : 'No candidates yet.'}
        </p>
      ) : (
        <>
          <CandidateTable
            regionRef={tableRef}
            candidates={rows}
            list={list}
            jobTitles={jobTitles}
            labelledBy={titleId}
            busy={stale}
            onSort={address.sortBy}
            selected={mayMove ? selection.selected : null}
            onSelect={selection.click}
            onSelectPage={selection.changePage}
          />
          <div className="list-foot">
            <Pagination
              label="Candidate list pages"
              page={Math.min(list.page, last)}
              totalPages={last}
              onPageChange={goToPage}
            />
            <div className="list-page-size">
              <label htmlFor={`${titleId}-size`}>Rows per page</label>
              <select
                id={`${titleId}-size`}
                value={list.pageSize}
                onChange={(event) => address.setPageSize(Number(event.target.value))}
              >
                {LIST_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      )}

      {mayMove && barShown && (
        <BulkActionsBar
          selected={selection.selected}
          onClear={selection.clear}
          matching={
            selection.allMatching ? { filter: bulkFilterOf(list), count: total } : undefined
          }
          onExport={exportSelection}
        />
      )}
    </div>
  );
}
