import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { MyApplication } from '@/domain/schemas';
import { myApplicationKeys, myApplicationPath } from './keys';

/** GET /api/my-application/:token: the job, when they applied, and the status in their words. */
export function fetchMyApplication(token: string, signal?: AbortSignal): Promise<MyApplication> {
  return apiRequest<MyApplication>(myApplicationPath(token), { signal });
}

export function myApplicationQueryOptions(token: string) {
  return queryOptions({
    queryKey: myApplicationKeys.detail(token),
    queryFn: ({ signal }) => fetchMyApplication(token, signal),
  });
}

export function useMyApplication(token: string) {
  return useQuery(myApplicationQueryOptions(token));
}
