import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/api/client';
import type { Candidate, CandidatesList, Stage, UpdateCandidateBody } from '@/api/types';
import { STAGE_LABELS } from '@/domain/constants';
import { useToast } from '@/components/toast';
import { candidateKeys } from './keys';

export function updateCandidateStage(id: number, body: UpdateCandidateBody): Promise<Candidate> {
  return apiRequest<Candidate>(`/candidates/${id}`, { method: 'PATCH', body });
}

export interface MoveCandidateInput {
  candidate: Pick<Candidate, 'id' | 'name' | 'stage'>;
  stage: Stage;
}

/** Puts one candidate in a stage in every cached board list and in its cached profile. */
function setCachedStage(client: QueryClient, id: number, stage: Stage, onlyIfStage?: Stage): void {
  const apply = (c: Candidate) => (c.id === id && (onlyIfStage === undefined || c.stage === onlyIfStage) ? { ...c, stage } : c);
  client.setQueriesData<CandidatesList>({ queryKey: candidateKeys.lists() }, (list) =>
    list ? { ...list, candidates: list.candidates.map(apply) } : list,
  );
  client.setQueryData<Candidate>(candidateKeys.detail(id), (c) => (c ? apply(c) : c));
}

/**
 * Moves a candidate to another stage optimistically: the card moves at once, the PATCH follows.
 * On failure the card goes back (only that card, so another move made meanwhile is kept) and an
 * error is shown. Either way the board, the profile and its timeline are refetched afterwards.
 */
export function useMoveCandidate() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ candidate, stage }: MoveCandidateInput) => updateCandidateStage(candidate.id, { stage }),
    onMutate: async ({ candidate, stage }) => {
      // A refetch already under way must not land on top of the optimistic move.
      await client.cancelQueries({ queryKey: candidateKeys.lists() });
      await client.cancelQueries({ queryKey: candidateKeys.detail(candidate.id), exact: true });
      setCachedStage(client, candidate.id, stage);
      return { previousStage: candidate.stage };
    },
    onError: (error, { candidate, stage }, context) => {
      if (context) setCachedStage(client, candidate.id, context.previousStage, stage);
      toast.show(`Could not move ${candidate.name} to ${STAGE_LABELS[stage]}. ${errorMessage(error)}`, 'error');
    },
    onSettled: (_data, _error, { candidate }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: candidateKeys.lists() }),
        client.invalidateQueries({ queryKey: candidateKeys.detail(candidate.id) }),
      ]),
  });
}
