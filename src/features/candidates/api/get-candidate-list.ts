import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatesQuery } from '@/api/types';
import { getCandidates } from './get-candidates';
import { candidateKeys } from './keys';

/**
 * GET /api/candidates as the candidate list: one page of every job's candidates, sorted and
 * filtered, with the whole match's count. Never every row: the server pages.
 */
export function candidateListQueryOptions(query: CandidatesQuery) {
  return queryOptions({
    queryKey: candidateKeys.table(query),
    queryFn: ({ signal }) => getCandidates(query, signal),
    // Another page, order or filter keeps the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` while the filters cannot be asked for (a reversed range of dates). */
export function useCandidateList(query: CandidatesQuery, { enabled = true } = {}) {
  return useQuery({ ...candidateListQueryOptions(query), enabled });
}
