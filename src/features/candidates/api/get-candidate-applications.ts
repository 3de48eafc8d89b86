import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate } from '@/api/types';
import { candidateKeys } from './keys';

/**
 * GET /api/candidates/:id/applications: the person's other applications, the candidates with the
 * same email on other jobs, by id, without this one (an interviewer gets only those they interview).
 */
export async function getCandidateApplications(
  id: number,
  signal?: AbortSignal,
): Promise<Candidate[]> {
  const { applications } = await apiRequest<{ applications: Candidate[] }>(
    `/candidates/${id}/applications`,
    { signal },
  );
  return applications;
}

export function candidateApplicationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: candidateKeys.applications(id),
    queryFn: ({ signal }) => getCandidateApplications(id, signal),
  });
}

export function useCandidateApplications(id: number, enabled = true) {
  return useQuery({ ...candidateApplicationsQueryOptions(id), enabled });
}
