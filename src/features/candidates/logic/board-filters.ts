import { parsePositiveId } from '@/domain/ids';
import type { BoardFilters } from '../api/keys';

/**
 * The board's filters as its address holds them (?q=&job=): the search trimmed, and each absent
 * rather than empty, so equal filters share one cache entry.
 */
export function boardFiltersFrom(params: URLSearchParams): BoardFilters {
  const search = (params.get('q') ?? '').trim();
  const jobId = parsePositiveId(params.get('job'));
  return { ...(search ? { search } : {}), ...(jobId ? { jobId } : {}) };
}
