import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/api/client';
import type { Job, JobsList } from '@/api/types';
import { Pagination } from '@/components/pagination';
import { ErrorMessage, LoadingMessage } from '@/components/status-message';
import { useToast } from '@/components/toast';
import { reorderView } from '@/domain/reorder';
import { useCan } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { jobsQueryOptions, useJobs } from '../api/get-jobs';
import { useReorderJobs } from '../api/reorder-jobs';
import { JobFiltersBar } from '../components/job-filters-bar';
import type { JobFormTarget } from '../components/job-form-modal';
import { JobList } from '../components/job-list';
import {
  changeFilter,
  DEFAULT_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  pageCount,
  paramsFromFilters,
  rangeLabel,
  toJobsQuery,
  type JobFilters,
} from '../logic/job-filters';
import { useCandidateCounts } from '../api/get-candidate-counts';
import { CandidateCountsContext } from '../components/candidate-total';

const NO_COUNTS: Readonly<Record<string, number>> = {};
import '../jobs.css';

const JobFormModal = lazy(() =>
  import('../components/job-form-modal').then((module) => ({ default: module.JobFormModal })),
);

export function JobsDashboardPage() {
  const [params, setParams] = useSearchParams();
  useDocumentTitle('Jobs');
  const filters = filtersFromParams(params);
  const query = toJobsQuery(filters);
  const jobsQuery = useJobs(query);
  const queryClient = useQueryClient();
  const toast = useToast();
  const reorder = useReorderJobs((message) => toast.show(message, 'error'));
  // Team mode's interviewers read the jobs; creating, editing, archiving and ordering are not theirs.
  const mayEdit = useCan('edit-jobs');
  const [formTarget, setFormTarget] = useState<JobFormTarget | null>(null);
  // Set once the form is first opened; React's own state-during-render pattern, not an effect.
  const [formOpened, setFormOpened] = useState(false);
  if (formTarget && !formOpened) setFormOpened(true);
  // Bridges the moment between a drop and the cache update, so the card never jumps back.
  const [dropped, setDropped] = useState<{ source: Job[]; items: Job[] } | null>(null);

  // Filters and page live in the URL: reload, back/forward and shared links keep the view.
  const showFilters = (next: JobFilters, options: { replace?: boolean } = {}) =>
    setParams(paramsFromFilters(next), options);

  const { data, isPlaceholderData } = jobsQuery;
  const totalPages = data ? pageCount(data.totalCount) : 1;
  const jobs = data ? (dropped && dropped.source === data.jobs ? dropped.items : data.jobs) : [];
  const active = hasActiveFilters(filters);
  // Each card's number of candidates, for the jobs of this page (in id order, so a reorder is the same query).
  const candidateCounts = useCandidateCounts(
    data ? data.jobs.map((job) => job.id).sort((a, b) => a - b) : [],
  );

  const handleReorder = async (from: number, to: number) => {
    if (!data || isPlaceholderData) return;
    const { items, jobsToUpdate } = reorderView(jobs, from, to);
    if (jobsToUpdate.length === 0) return;
    const queryKey = jobsQueryOptions(query).queryKey;
    setDropped({ source: data.jobs, items });
    // A refetch in flight would otherwise land on top of the new order.
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<JobsList>(queryKey, { ...data, jobs: items });
    reorder.mutate({ jobsToUpdate, queryKey, previous: data });
  };

  const goToPage = (page: number, fromBottom = false) => {
    showFilters({ ...filters, page });
    if (fromBottom) document.getElementById('jobs-results')?.scrollIntoView?.({ block: 'start' });
  };

  // A page past the end (an old link, or the last job of a page archived away) shows the last page.
  if (data && !isPlaceholderData && filters.page > totalPages) {
    return (
      <Navigate
        replace
        to={{ search: paramsFromFilters({ ...filters, page: totalPages }).toString() }}
      />
    );
  }

  return (
    <div className="jobs-page">
      <header className="page-header">
        <div>
          <h1>Jobs Dashboard - Test</h1>
          {mayEdit ? (
            <p>
              Create, filter and arrange your job postings. Drag a card by its handle to change the
              order.
            </p>
          ) : (
            <p>Find the job postings of your team. Open one to see its details and responses.</p>
          )}
        </div>
        <div className="page-header-actions">
          <Link to="/careers" className="btn">
            Careers page
          </Link>
          {mayEdit && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setFormTarget({ mode: 'create' })}
            >
              + Create Job
            </button>
          )}
        </div>
      </header>

      <JobFiltersBar
        filters={filters}
        onChange={(patch) =>
          showFilters(changeFilter(filters, patch), {
            replace: 'search' in patch || 'tags' in patch,
          })
        }
        onClear={() => showFilters(DEFAULT_FILTERS)}
      />

      <section id="jobs-results" className="jobs-results" aria-labelledby="jobs-results-title">
        <h2 id="jobs-results-title" className="visually-hidden">
          Job postings
        </h2>
        {jobsQuery.isPending ? (
          <JobsLoading />
        ) : !data ? (
          <div className="jobs-error">
            <ErrorMessage>Error: {errorMessage(jobsQuery.error)}</ErrorMessage>
            <button type="button" className="btn" onClick={() => void jobsQuery.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <div className="jobs-toolbar">
              <p className="jobs-summary">
                {rangeLabel(filters.page, jobs.length, data.totalCount) ?? 'No jobs to show'}
                {reorder.isPending && (
                  <span role="status" className="jobs-saving">
                    <span className="spinner" aria-hidden="true" /> Saving new order…
                  </span>
                )}
              </p>
              <Pagination
                label="Job pages, top"
                page={filters.page}
                totalPages={totalPages}
                onPageChange={(page) => goToPage(page)}
              />
            </div>

            {data.totalCount === 0 ? (
              <div className="panel empty-state jobs-empty">
                {active ? (
                  <>
                    <h2>No jobs match these filters</h2>
                    <p>Try a different title or tag, or show every status.</p>
                    <button
                      type="button"
                      className="btn"
                      onClick={() => showFilters(DEFAULT_FILTERS)}
                    >
                      Clear filters
                    </button>
                  </>
                ) : (
                  <>
                    <h2>No jobs yet</h2>
                    <p>
                      {mayEdit
                        ? 'Create your first job posting to start hiring.'
                        : 'Jobs appear here once a recruiter posts them.'}
                    </p>
                  </>
                )}
              </div>
            ) : (
              <div
                className={isPlaceholderData ? 'jobs-list-wrap is-stale' : 'jobs-list-wrap'}
                aria-busy={isPlaceholderData || undefined}
              >
                <CandidateCountsContext.Provider value={candidateCounts.data?.counts ?? NO_COUNTS}>
                  <JobList
                    jobs={jobs}
                    onReorder={(from, to) => void handleReorder(from, to)}
                    onEdit={(job) => setFormTarget({ mode: 'edit', job })}
                    dragDisabled={reorder.isPending || isPlaceholderData}
                    readOnly={!mayEdit}
                  />
                </CandidateCountsContext.Provider>
              </div>
            )}

            <div className="jobs-toolbar jobs-toolbar-bottom">
              <Pagination
                label="Job pages, bottom"
                page={filters.page}
                totalPages={totalPages}
                onPageChange={(page) => goToPage(page, true)}
              />
            </div>
          </>
        )}
      </section>

      {/* The form's code loads when it is first opened, then stays mounted so focus can return. */}
      {formOpened && mayEdit && (
        <Suspense fallback={null}>
          <JobFormModal target={formTarget} onClose={() => setFormTarget(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** Loading text for screen readers, and cards' outlines so the page does not jump when they arrive. */
function JobsLoading() {
  return (
    <div className="jobs-loading">
      <LoadingMessage>Loading jobs...</LoadingMessage>
      <ul className="job-list" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="job-card job-card-skeleton">
            <span className="skeleton" style={{ width: 14, height: 22 }} />
            <span className="job-card-main">
              <span
                className="skeleton"
                style={{ width: `${45 + ((i * 17) % 35)}%`, height: 16 }}
              />
              <span className="skeleton" style={{ width: 130, height: 12 }} />
            </span>
            <span className="job-card-tags">
              <span className="skeleton" style={{ width: 70, height: 18 }} />
              <span className="skeleton" style={{ width: 56, height: 18 }} />
            </span>
            <span className="job-card-actions">
              <span className="skeleton" style={{ width: 96, height: 28 }} />
              <span className="skeleton" style={{ width: 44, height: 28 }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
