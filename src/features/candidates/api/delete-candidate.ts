import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Candidate, StageCounts } from '@/api/types';
import {
  erasedCounts,
  findCard,
  oncePerBoard,
  withoutCard,
  type ColumnData,
} from '../logic/column-pages';
import { candidateKeys, type ColumnKey } from './keys';
import { stageIdOf } from '@/domain/pipelines';

/** What an erasure reaches: this application only, or every application with the same email. */
export type EraseScope = 'application' | 'person';

/**
 * DELETE /api/candidates/:id: erases the candidate with their notes, timeline and answers (204);
 * `?scope=person` erases every candidate with their email, on every job, and says how many.
 */
export async function deleteCandidate(
  id: number,
  scope: EraseScope = 'application',
): Promise<{ erased: number }> {
  if (scope === 'application') {
    await apiRequest<void>(`/candidates/${id}`, { method: 'DELETE' });
    return { erased: 1 };
  }
  return apiRequest<{ erased: number }>(`/candidates/${id}`, {
    method: 'DELETE',
    query: { scope },
  });
}

/**
 * Takes an erased candidate off every cached board (the card, and one from its column's count), so
 * the board shows at once without them; the lists are marked stale and fetched again when shown.
 */
function dropFromBoards(client: QueryClient, candidate: Pick<Candidate, 'id'>): void {
  const firstOfBoard = oncePerBoard();
  for (const [key, data] of client.getQueriesData<ColumnData>({
    queryKey: candidateKeys.columns(),
  })) {
    const card = data && findCard(data, candidate.id);
    if (!data || !card) continue;
    const { stage, stageId: _column, ...filters } = key[3] as ColumnKey;
    client.setQueryData<ColumnData>(key, withoutCard(data, candidate.id));
    if (!firstOfBoard(filters)) continue;
    client.setQueryData<StageCounts>(candidateKeys.stageCounts(filters), (counts) =>
      counts ? erasedCounts(counts, stage, stageIdOf(card)) : counts,
    );
  }
}

export interface EraseRequest {
  candidate: Pick<Candidate, 'id' | 'name'>;
  scope?: EraseScope;
}

/**
 * Erases a candidate. On success the boards lose the card at once; the candidate's own queries
 * (profile, notes, timeline) are dropped by `forget`, which the page calls once it has left the
 * profile, so a profile still on screen never fetches a candidate that is gone. The person's other
 * applications, whose ids the page does not know, leave the boards when the stale lists refetch.
 */
export function useDeleteCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ candidate, scope }: EraseRequest) => deleteCandidate(candidate.id, scope),
    onSuccess: (_data, { candidate }) => {
      dropFromBoards(client, candidate);
      return Promise.all([
        client.invalidateQueries({ queryKey: candidateKeys.lists(), refetchType: 'none' }),
        // A job's responses list the candidate's answers, which are gone too.
        client.invalidateQueries({ queryKey: ['assessments', 'responses'], refetchType: 'none' }),
      ]);
    },
  });
}

/**
 * Forgets everything cached about an erased candidate; after a person's erasure, every cached
 * profile and its answers, since some of them were that person's other applications.
 */
export function forgetCandidate(client: QueryClient, id: number, scope: EraseScope): void {
  // Which profiles listed them among their other applications is not known here: none is kept.
  client.removeQueries({ queryKey: candidateKeys.applicationLists() });
  if (scope === 'person') {
    client.removeQueries({ queryKey: candidateKeys.details() });
    client.removeQueries({ queryKey: ['assessments', 'responses', 'candidate'] });
    return;
  }
  client.removeQueries({ queryKey: candidateKeys.detail(id) });
  client.removeQueries({ queryKey: ['assessments', 'responses', 'candidate', id] });
}
