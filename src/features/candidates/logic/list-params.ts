import type { BulkBody, CandidatesQuery } from '@/api/types';
import { CANDIDATE_SORTS, CANDIDATE_SOURCES, type CandidateSort } from '@/domain/enums';
import type { CandidateSource } from '@/domain/enums';
import { STAGES, type Stage } from '@/domain/types';

/**
 * The candidate list's filters, order and page, as the address keeps them (`/candidates/list?
 * q=&job=&stage=&source=&tag=&from=&to=&sort=&order=&page=&size=`): a reload or a shared link
 * shows the same list. What the address holds that is not valid is left out, never an error.
 */
export interface ListParams {
  q?: string;
  jobId?: number;
  stage?: Stage;
  source?: CandidateSource;
  tag?: string;
  appliedFrom?: string;
  appliedTo?: string;
  sort: CandidateSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const LIST_PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The order a column sorts in first: the newest first for dates, A to Z for the rest. */
export const firstOrder = (sort: CandidateSort): 'asc' | 'desc' =>
  sort === 'appliedAt' || sort === 'lastActivityAt' ? 'desc' : 'asc';

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

export function listParamsFrom(params: URLSearchParams): ListParams {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const whole = (key: string) => {
    const raw = params.get(key);
    return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  };
  const day = (key: string) => {
    const raw = params.get(key);
    return raw && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
  };
  const sort = oneOf(CANDIDATE_SORTS, params.get('sort')) ?? 'appliedAt';
  const size = whole('size');
  return {
    q: text('q'),
    jobId: whole('job'),
    stage: oneOf(STAGES, params.get('stage')),
    source: oneOf(CANDIDATE_SOURCES, params.get('source')),
    tag: text('tag'),
    appliedFrom: day('from'),
    appliedTo: day('to'),
    sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? firstOrder(sort),
    page: whole('page') ?? 1,
    pageSize: LIST_PAGE_SIZES.find((n) => n === size) ?? DEFAULT_SIZE,
  };
}

/** The address of a list: only what differs from the defaults. */
export function listSearchOf(list: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('q', list.q);
  put('job', list.jobId);
  put('stage', list.stage);
  put('source', list.source);
  put('tag', list.tag);
  put('from', list.appliedFrom);
  put('to', list.appliedTo);
  if (list.sort !== 'appliedAt') put('sort', list.sort);
  if (list.order !== firstOrder(list.sort)) put('order', list.order);
  if (list.page > 1) put('page', list.page);
  if (list.pageSize !== DEFAULT_SIZE) put('size', list.pageSize);
  return params;
}

/** The list's filters, without its order and page. */
export type ListFilter = Pick<
  ListParams,
  'q' | 'jobId' | 'stage' | 'source' | 'tag' | 'appliedFrom' | 'appliedTo'
>;

export function listFilter(list: ListParams): ListFilter {
  const { q, jobId, stage, source, tag, appliedFrom, appliedTo } = list;
  return { q, jobId, stage, source, tag, appliedFrom, appliedTo };
}

/** Another filter: its first page (the page the reader was on may no longer exist). */
export const withFilter = (list: ListParams, change: Partial<ListFilter>): ListParams => ({
  ...list,
  ...change,
  page: 1,
});

/** Whether the applied dates ask for nothing: the start after the end. */
export const isRangeReversed = (list: ListParams): boolean =>
  list.appliedFrom !== undefined &&
  list.appliedTo !== undefined &&
  list.appliedFrom > list.appliedTo;

/** How many pages a match fills: at least one, so an empty list is "Page 1 of 1". */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** GET /api/candidates's query for the list (the `sort` makes it the list's read). */
export function listQuery(list: ListParams): CandidatesQuery {
  return {
    ...listFilter(list),
    sort: list.sort,
    order: list.order,
    page: list.page,
    pageSize: list.pageSize,
  };
}

/** How many candidates one bulk action may reach (POST /api/candidates/bulk refuses more). */
export const BULK_LIMIT = 10_000;

/** POST /api/candidates/bulk's filter: the whole match of the list ("Select all N matching"). */
export function bulkFilterOf(list: ListParams): NonNullable<BulkBody['filter']> {
  return Object.fromEntries(
    Object.entries(listFilter(list)).filter(([, value]) => value !== undefined),
  ) as NonNullable<BulkBody['filter']>;
}

/** A header's click: its column, first way; the column already sorted by, the other way. */
export function sortedBy(list: ListParams, sort: CandidateSort): ListParams {
  const order = list.sort === sort ? (list.order === 'asc' ? 'desc' : 'asc') : firstOrder(sort);
  return { ...list, sort, order, page: 1 };
}

/** Whether any filter narrows the list. */
export const isFiltered = (list: ListParams): boolean =>
  Object.values(listFilter(list)).some((value) => value !== undefined);
