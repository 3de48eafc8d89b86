import { useMutation, useMutationState, useQueryClient, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/api/client';
import type { Candidate, Stage, StageCounts, UpdateCandidateBody } from '@/api/types';
import { STAGE_LABELS } from '@/domain/constants';
import { useToast } from '@/components/toast';
import { findCard, movedCounts, withCard, withoutCard, type ColumnData } from '../logic/column-pages';
import { candidateKeys, type ColumnKey } from './keys';

export function updateCandidateStage(id: number, body: UpdateCandidateBody): Promise<Candidate> {
  return apiRequest<Candidate>(`/candidates/${id}`, { method: 'PATCH', body });
}

export interface MoveCandidateInput {
  candidate: Pick<Candidate, 'id' | 'name' | 'stage'>;
  stage: Stage;
}

const MOVE_KEY = ['candidates', 'move'] as const;

/** Whether a stage move of this candidate is still being saved. */
export function useIsMoveSaving(id: number): boolean {
  const pending = useMutationState({
    filters: { mutationKey: MOVE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as MoveCandidateInput | undefined)?.candidate.id,
  });
  return pending.includes(id);
}

/**
 * Moves a card between two columns in every cached board (one per set of filters) that shows it
 * in `from`: out of the `from` column, into the `to` column at its place, and one count over.
 * Boards where the card is not in `from` (it moved again meanwhile) are left alone, and so is a
 * cached profile whose stage is no longer `from`.
 */
function moveInCache(client: QueryClient, id: number, from: Stage, to: Stage): void {
  for (const [key, data] of client.getQueriesData<ColumnData>({ queryKey: candidateKeys.columns() })) {
    const { stage, ...filters } = key[3] as ColumnKey;
    const card = stage === from ? findCard(data, id) : undefined;
    if (!data || !card) continue;
    client.setQueryData<ColumnData>(key, withoutCard(data, id));
    client.setQueryData<ColumnData>(candidateKeys.column(to, filters), (target) => (target ? withCard(target, { ...card, stage: to }) : target));
    client.setQueryData<StageCounts>(candidateKeys.stageCounts(filters), (counts) => (counts ? movedCounts(counts, from, to) : counts));
  }
  client.setQueryData<Candidate>(candidateKeys.detail(id), (c) => (c && c.stage === from ? { ...c, stage: to } : c));
}

/** The queries a move of one candidate between two stages can change. */
function affectedQueries(id: number, stages: Stage[]): [counts: QueryFilters, columns: QueryFilters, detail: QueryFilters] {
  return [
    { queryKey: [...candidateKeys.lists(), 'stage-counts'] },
    { queryKey: candidateKeys.columns(), predicate: (query) => stages.includes((query.queryKey[3] as ColumnKey).stage) },
    { queryKey: candidateKeys.detail(id), exact: true },
  ];
}

/**
 * Moves a candidate to another stage optimistically: the card leaves its column and lands in the
 * target column at once, both counts change by one, then the PATCH follows. On failure the card
 * goes back (only that card, so another move made meanwhile is kept) and an error is shown.
 * Afterwards the counts and the profile are refetched; after a failure the two columns too.
 * After a success the columns already show what the server holds, so they are only marked stale.
 */
export function useMoveCandidate() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ candidate, stage }: MoveCandidateInput) => updateCandidateStage(candidate.id, { stage }),
    onMutate: async ({ candidate, stage }) => {
      // A refetch already under way must not land on top of the optimistic move.
      await Promise.all(affectedQueries(candidate.id, [candidate.stage, stage]).map((filters) => client.cancelQueries(filters)));
      moveInCache(client, candidate.id, candidate.stage, stage);
      return { previousStage: candidate.stage };
    },
    onError: (error, { candidate, stage }, context) => {
      if (context) moveInCache(client, candidate.id, stage, context.previousStage);
      toast.show(`Could not move ${candidate.name} to ${STAGE_LABELS[stage]}. ${errorMessage(error)}`, 'error');
    },
    onSettled: (_data, error, { candidate, stage }) => {
      const [counts, columns, detail] = affectedQueries(candidate.id, [candidate.stage, stage]);
      return Promise.all([
        // While other moves are still under way, the last one to settle refetches the counts.
        client.isMutating({ mutationKey: MOVE_KEY }) > 1 ? undefined : client.invalidateQueries(counts),
        client.invalidateQueries({ ...columns, refetchType: error ? 'active' : 'none' }),
        client.invalidateQueries({ ...detail, exact: false }),
      ]);
    },
  });
}
