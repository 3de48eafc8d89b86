import { countText, STAGE_LABELS } from '@/domain/constants';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useJobOptions } from '@/api/queries/get-job-options';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useCan } from '@/lib/session';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import { useSetAddressParam } from '@/lib/use-address-param';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Candidate } from '@/domain/types';
import { usePrefetchCandidateColumn } from '../api/get-candidates';
import { useJobAttention } from '../api/get-job-attention';
import { useStageCounts } from '../api/get-stage-counts';
import type { BoardFilters as Filters } from '../api/keys';
import { useDecisionReview } from '@/components/decision-review';
import { useMoveCandidate, useRefetchWhenMovesSettle } from '../api/update-candidate-stage';
import { BoardFilters } from '../components/board-filters';
import { isForwardMove, lanesOf, type Lane, type MoveTarget } from '../logic/board';
import { boardFiltersFrom } from '../logic/board-filters';
import { CandidatesBoard } from '../components/candidates-board';
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { NeedsAttention } from '../components/needs-attention';
import { ExportCsvButton } from '../components/export-csv-button';
import { useFilledJobPrompt } from '../components/close-filled-job';
import { useBoardSelection } from '../hooks/use-board-selection';
import '../candidates.css';
import '../bulk-actions.css';

const SEARCH_DELAY_MS = 250;

// Loaded when first opened: most visits to the board add nobody.
const AddCandidateModal = lazy(() =>
  import('../components/add-candidate-modal').then((module) => ({
    default: module.AddCandidateModal,
  })),
);
const ImportCsvDialog = lazy(() =>
  import('../components/import-csv-dialog').then((module) => ({
    default: module.ImportCsvDialog,
  })),
);

/** The filters live in the address (?q=&job=) so a reload or a shared link keeps them. */
function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const query = useMemo(() => boardFiltersFrom(params), [params]);
  const { jobId } = query;
  // Typing is shown at once; the address (and so the request) follows after a short pause.
  const setParam = useSetAddressParam();
  const { text: search, setText: setSearch } = useDebouncedCommit(
    urlSearch,
    (value) => setParam('q', value),
    SEARCH_DELAY_MS,
  );

  const setJobId = (value: number | undefined) =>
    setParam('job', value ? String(value) : undefined);

  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return { search, setSearch, query, jobId, setJobId, clear };
}

/** Starts a column's first page while the counts load, so the two do not wait on each other. */
function PrefetchColumn({ lane, filters }: { lane: Lane; filters: Filters }) {
  usePrefetchCandidateColumn(
    lane.stageId === undefined ? lane.stage : { stage: lane.stage, stageId: lane.stageId },
    filters,
  );
  return null;
}

const CATEGORY_LANES = lanesOf(undefined);

function BoardSkeleton({ lanes }: { lanes: readonly Lane[] }) {
  return (
    <div className="board" aria-hidden="true">
      {lanes.map((lane) => (
        <div key={lane.stageId ?? lane.stage} className="board-column board-column-skeleton">
          <div
            className="skeleton"
            style={{ height: 18, width: '45%', margin: '0.85rem 0.9rem' }}
          />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton" style={{ height: 96, margin: '0 0.6rem 0.6rem' }} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function CandidatesBoardPage() {
  useDocumentTitle('Candidates');
  const filters = useBoardFilters();
  const countsQuery = useStageCounts(filters.query);
  const jobsQuery = useJobOptions();
  const moveCandidate = useMoveCandidate();
  useRefetchWhenMovesSettle();
  // Team mode's interviewers see the board read-only: no drag (by pointer or keyboard), no Move,
  // no adding by hand.
  const mayMove = useCan('move-candidates');
  const selection = useBoardSelection(filters.query);
  const selecting = mayMove && selection.selecting;
  const [adding, setAdding] = useState(false);
  // Set once the dialog is first opened; React's own state-during-render pattern, not an effect.
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);
  const [importing, setImporting] = useState(false);
  const [importOpened, setImportOpened] = useState(false);
  if (importing && !importOpened) setImportOpened(true);
  // Candidates may be added to a draft too: sourcing starts before a job is published.
  const openJobs = useMemo(
    () => (jobsQuery.data?.jobs ?? []).filter((job) => job.status !== 'archived'),
    [jobsQuery.data],
  );

  const jobTitles = useMemo(
    () => new Map((jobsQuery.data?.jobs ?? []).map((job) => [job.id, job.title])),
    [jobsQuery.data],
  );
  const closedJobs = useMemo(
    () =>
      new Set(
        (jobsQuery.data?.jobs ?? []).filter((job) => job.status === 'archived').map((j) => j.id),
      ),
    [jobsQuery.data],
  );
  // Filtered to a job with stages of its own, the board's columns are those stages.
  const jobStages = (jobsQuery.data?.jobs ?? []).find((job) => job.id === filters.jobId)?.stages;
  const lanes = useMemo(() => (jobStages ? lanesOf(jobStages) : undefined), [jobStages]);
  // A job whose stages expect a number of days: who stayed longer is marked and listed.
  const expects = jobStages?.some((stage) => stage.expectedDays !== undefined) ?? false;
  const attention = useJobAttention(filters.jobId, expects);
  const [showAttention, setShowAttention] = useState(false);
  const overdue = useMemo(
    () =>
      new Map(
        (attention.data?.candidates ?? []).map((c) => [
          c.id,
          { days: c.daysInStage, expected: c.expectedDays },
        ]),
      ),
    [attention.data],
  );
  // A candidate of a closed job moves forward only once the recruiter says so.
  const [confirming, setConfirming] = useState<{
    candidate: Candidate;
    target: MoveTarget;
  } | null>(null);
  const filledJob = useFilledJobPrompt();
  const review = useDecisionReview();
  const move = (candidate: Candidate, target: MoveTarget) =>
    review.guard(candidate, target.stage, () =>
      moveCandidate.mutate(
        { candidate, ...target },
        { onSuccess: () => void filledJob.afterMove(candidate, target.stage) },
      ),
    );
  const onMove = (candidate: Candidate, target: MoveTarget) => {
    if (closedJobs.has(candidate.jobId) && isForwardMove(candidate.stage, target.stage))
      setConfirming({ candidate, target });
    else move(candidate, target);
  };
  const data = countsQuery.data;
  const filtered = Boolean(filters.query.search || filters.query.jobId);

  let summary = '';
  if (data) {
    const noun = data.totalCount === 1 ? 'candidate' : 'candidates';
    const total = countText(data.totalCount, data.capped);
    summary = filtered ? `${total} matching ${noun}` : `${total} ${noun}`;
  }

  return (
    <div className="board-page">
      <header className="page-header board-header">
        <div>
          <h1>Candidates</h1>
          <p>
            {mayMove
              ? 'Drag a card to another stage, or use its Move button.'
              : 'Open a candidate to read their profile and add notes.'}
          </p>
        </div>
        <div className="board-header-actions">
          <BoardFilters
            search={filters.search}
            onSearchChange={filters.setSearch}
            jobId={filters.jobId}
            onJobChange={filters.setJobId}
            jobs={jobsQuery.data?.jobs}
          />
          <Link to="/candidates/list" className="btn">
            Candidate list
          </Link>
          <Link to="/candidates/duplicates" className="btn">
            Duplicates
          </Link>
          {mayMove && (
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              Add candidate
            </button>
          )}
        </div>
      </header>
      {addOpened && (
        <Suspense fallback={null}>
          <AddCandidateModal
            open={adding}
            onClose={() => setAdding(false)}
            jobs={openJobs}
            jobId={filters.jobId}
          />
        </Suspense>
      )}
      {importOpened && (
        <Suspense fallback={null}>
          <ImportCsvDialog
            open={importing}
            onClose={() => setImporting(false)}
            jobs={openJobs}
            jobId={filters.jobId}
          />
        </Suspense>
      )}

      {(lanes ?? CATEGORY_LANES).map((lane) => (
        <PrefetchColumn key={lane.stageId ?? lane.stage} lane={lane} filters={filters.query} />
      ))}
      {countsQuery.isPending ? (
        <>
          <LoadingMessage>Loading Kanban board...</LoadingMessage>
          <BoardSkeleton lanes={lanes ?? CATEGORY_LANES} />
        </>
      ) : countsQuery.isError && !data ? (
        <div className="board-error">
          <ErrorMessage>Error: {errorMessage(countsQuery.error)}</ErrorMessage>
          <button type="button" className="btn" onClick={() => void countsQuery.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="board-status">
            <p role="status" aria-live="polite">
              {countsQuery.isPlaceholderData ? 'Updating…' : summary}
            </p>
            {filtered && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={filters.clear}>
                Clear filters
              </button>
            )}
            <div className="board-tools">
              {expects && (
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-expanded={showAttention}
                  aria-controls="needs-attention"
                  onClick={() => setShowAttention((shown) => !shown)}
                >
                  Needs attention
                  {attention.data && ` (${attention.data.total})`}
                </button>
              )}
              {mayMove && (
                <button
                  type="button"
                  className="btn btn-sm"
                  aria-pressed={selecting}
                  onClick={selection.toggleSelecting}
                >
                  Select
                </button>
              )}
              <ExportCsvButton filters={filters.query} />
              {mayMove && (
                <button type="button" className="btn btn-sm" onClick={() => setImporting(true)}>
                  Import CSV
                </button>
              )}
            </div>
          </div>
          {expects && showAttention && lanes && (
            <NeedsAttention
              id="needs-attention"
              attention={attention.data}
              error={attention.error}
              lanes={lanes}
            />
          )}
          <div className={countsQuery.isPlaceholderData ? 'board-wrap is-stale' : 'board-wrap'}>
            <CandidatesBoard
              filters={filters.query}
              counts={data?.counts}
              lanes={lanes}
              stageIds={data?.stageIds}
              capped={data?.capped}
              jobTitles={jobTitles}
              closedJobs={closedJobs}
              readOnly={!mayMove}
              onMove={onMove}
              selected={selecting ? selection.selected : null}
              onSelectChange={selection.change}
              overdue={expects ? overdue : undefined}
            />
          </div>
          {selecting && <BulkActionsBar selected={selection.selected} onClear={selection.clear} />}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Move a candidate of a closed job?"
        confirmLabel="Move anyway"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) move(confirming.candidate, confirming.target);
          setConfirming(null);
        }}
      >
        {confirming && (
          <p>
            {confirming.candidate.name} applied to “{jobTitles.get(confirming.candidate.jobId)}”,
            which is closed. Move them to{' '}
            {confirming.target.label ?? STAGE_LABELS[confirming.target.stage]} anyway?
          </p>
        )}
      </ConfirmDialog>
      {review.dialog}
      {filledJob.dialog}
    </div>
  );
}
