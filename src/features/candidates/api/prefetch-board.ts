import type { QueryClient } from '@tanstack/react-query';
import { STAGES } from '@/domain/types';
import { boardFiltersFrom } from '../logic/board-filters';
import { candidateColumnQueryOptions } from './get-candidates';
import { stageCountsQueryOptions } from './get-stage-counts';

/**
 * Asks for the board's first screen (its stage counts and each column's first page) as soon as
 * the address is the board's, while the board's code is still loading: the page then finds them
 * in the cache, or on their way, instead of asking only once it has rendered.
 */
export function prefetchBoard(client: QueryClient, params: URLSearchParams): void {
  const filters = boardFiltersFrom(params);
  void client.prefetchQuery(stageCountsQueryOptions(filters));
  for (const stage of STAGES)
    void client.prefetchInfiniteQuery(candidateColumnQueryOptions(stage, filters));
}
