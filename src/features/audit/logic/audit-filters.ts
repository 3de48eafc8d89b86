import type { AuditQuery } from '@/api/types';
import { AUDIT_ACTIONS, type AuditAction } from '@/domain/audit';
import { isDay } from '@/domain/days';
import { parsePositiveId } from '@/domain/ids';

/** How many events a page shows (the API's default). */
export const AUDIT_PAGE_SIZE = 50;

/** What the Audit page shows: its filters and page, kept in the address. */
export interface AuditFilters {
  action?: AuditAction;
  memberId?: number;
  /** UTC days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  page: number;
}

export const NO_FILTERS: AuditFilters = { page: 1 };

/** The API's own limit on `page`. */
const MAX_PAGE = 1_000_000;

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** Reads the address; anything missing or malformed is left out (page 1). */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const action = params.get('action');
  const memberId = parsePositiveId(params.get('member'));
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    ...(isAction(action) && { action }),
    ...(memberId !== undefined && { memberId }),
    ...(isDay(from) && { from }),
    ...(isDay(to) && { to }),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Writes the address, leaving out what is not set, so the plain log has a plain address. */
export function paramsFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.memberId !== undefined) params.set('member', String(filters.memberId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A changed filter starts again from page 1: page 3 of the old list means nothing in the new. */
export function changeFilter(
  filters: AuditFilters,
  patch: Partial<Omit<AuditFilters, 'page'>>,
): AuditFilters {
  const next: AuditFilters = { ...filters, ...patch, page: 1 };
  // A filter set back to "any" leaves the address, as if it had never been set.
  for (const key of ['action', 'memberId', 'from', 'to'] as const)
    if (next[key] === undefined) delete next[key];
  return next;
}

export function hasActiveFilters(filters: AuditFilters): boolean {
  return Boolean(filters.action || filters.memberId !== undefined || filters.from || filters.to);
}

/** Why the days cannot be asked for, if they cannot: the API refuses a range that ends before it starts. */
export function rangeProblem({ from, to }: Pick<AuditFilters, 'from' | 'to'>): string | undefined {
  return from && to && to < from
    ? 'The range ends before it starts: choose a To day on or after the From day.'
    : undefined;
}

/** The GET /api/audit query (and the export's, without its page) for these filters. */
export function toAuditQuery(filters: AuditFilters, pageSize = AUDIT_PAGE_SIZE): AuditQuery {
  return {
    action: filters.action,
    actorId: filters.memberId,
    from: filters.from,
    to: filters.to,
    page: filters.page,
    pageSize,
  };
}

/** Total pages for a count; an empty list still has one (empty) page. */
export function pageCount(totalCount: number, pageSize = AUDIT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** "Showing 51–100 of 312 events", or null when there is nothing to show. */
export function rangeLabel(
  page: number,
  shown: number,
  totalCount: number,
  pageSize = AUDIT_PAGE_SIZE,
): string | null {
  if (totalCount === 0 || shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${totalCount} ${totalCount === 1 ? 'event' : 'events'}`;
}
