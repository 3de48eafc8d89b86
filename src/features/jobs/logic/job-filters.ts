import type { JobsQuery, JobStatusFilter } from '@/api/types';
import { JOBS_PAGE_SIZE } from '@/domain/constants';

/** What the dashboard shows: the filters and the page, kept in the URL query string. */
export interface JobFilters {
  page: number;
  search: string;
  status: JobStatusFilter;
  tags: string;
}

export const DEFAULT_FILTERS: JobFilters = { page: 1, search: '', status: 'all', tags: '' };

const STATUS_FILTERS: readonly JobStatusFilter[] = ['all', 'active', 'archived', 'draft'];

function isStatusFilter(value: string | null): value is JobStatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value);
}

/** Reads filters from a query string; anything missing or malformed falls back to the default. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const rawPage = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1,
    search: params.get('search') ?? '',
    status: isStatusFilter(status) ? status : 'all',
    tags: params.get('tags') ?? '',
  };
}

/** Writes filters to a query string, leaving defaults out so a plain dashboard has a plain URL. */
export function paramsFromFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.tags) params.set('tags', filters.tags);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter returns to page 1: page 3 of the old result means nothing in the new one. */
export function changeFilter(
  filters: JobFilters,
  patch: Partial<Omit<JobFilters, 'page'>>,
): JobFilters {
  return { ...filters, ...patch, page: 1 };
}

export function hasActiveFilters(filters: JobFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.tags.trim() !== '';
}

/** The GET /jobs query for these filters; status 'all' is sent when unfiltered. */
export function toJobsQuery(filters: JobFilters, pageSize = JOBS_PAGE_SIZE): JobsQuery {
  const search = filters.search.trim();
  const tags = filters.tags.trim();
  return {
    page: filters.page,
    pageSize,
    status: filters.status,
    ...(search ? { search } : {}),
    ...(tags ? { tags } : {}),
  };
}

/** Total pages for a count; an empty result still has one (empty) page. */
export function pageCount(totalCount: number, pageSize = JOBS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** "Showing 11–20 of 25 jobs", or null when there is nothing to show. */
export function rangeLabel(
  page: number,
  shown: number,
  totalCount: number,
  pageSize = JOBS_PAGE_SIZE,
): string | null {
  if (totalCount === 0 || shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `Showing ${first}–${last} of ${totalCount} ${totalCount === 1 ? 'job' : 'jobs'}`;
}
