import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate, MergeCandidatesBody } from '@/api/types';
import { duplicateKeys } from './get-duplicate-groups';
import { candidateKeys } from './keys';

/** POST /api/candidates/:id/merge: `otherId` merged into `keptId`, then erased; the kept candidate. */
export function mergeCandidates(keptId: number, otherId: number): Promise<Candidate> {
  const body: MergeCandidatesBody = { otherId };
  return apiRequest<Candidate>(`/candidates/${keptId}/merge`, { method: 'POST', body });
}

export interface MergeRequest {
  keptId: number;
  otherId: number;
}

/** Merges two candidates; the kept one's profile shows what the server answered at once. */
export function useMergeCandidates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ keptId, otherId }: MergeRequest) => mergeCandidates(keptId, otherId),
    onSuccess: (kept) => client.setQueryData<Candidate>(candidateKeys.detail(kept.id), kept),
  });
}

/**
 * After a merge, once the page has left the erased candidate's profile: their cached queries are
 * dropped (nothing fetches a candidate that is gone), and everything else is fetched again, since
 * the kept candidate's notes, timeline, files, interviews and answers changed, and so did the
 * board, the lists and the reports.
 */
export function afterMerge(client: QueryClient, otherId: number): Promise<void> {
  client.removeQueries({ queryKey: candidateKeys.detail(otherId) });
  client.removeQueries({ queryKey: ['assessments', 'responses', 'candidate', otherId] });
  client.removeQueries({ queryKey: candidateKeys.applications(otherId) });
  client.removeQueries({ queryKey: duplicateKeys.of(otherId) });
  return client.invalidateQueries();
}
