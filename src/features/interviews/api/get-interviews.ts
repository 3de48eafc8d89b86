import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { ListedInterview } from '@/domain/schemas';
import { interviewKeys } from './keys';

export interface InterviewsQuery {
  from?: string;
  to?: string;
  jobId?: number;
  mine?: boolean;
  /** Interviews over whose scorecards are missing. */
  due?: boolean;
}

/** GET /api/interviews: a window of interviews across candidates, each with its candidate's name. */
export function fetchInterviews(
  query: InterviewsQuery,
  signal?: AbortSignal,
): Promise<{ interviews: ListedInterview[] }> {
  return apiRequest('/interviews', {
    query: {
      from: query.from,
      to: query.to,
      jobId: query.jobId,
      mine: query.mine ? 1 : undefined,
      due: query.due ? 1 : undefined,
    },
    signal,
  });
}

export function useInterviews(query: InterviewsQuery) {
  return useQuery({
    queryKey: [...interviewKeys.lists(), 'window', query],
    queryFn: ({ signal }) => fetchInterviews(query, signal),
    placeholderData: keepPreviousData,
  });
}
