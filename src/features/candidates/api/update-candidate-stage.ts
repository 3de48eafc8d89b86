import { useEffect } from 'react';
import {
  matchMutation,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import { errorMessage } from '@/api/client';
import type { Candidate, Stage, StageCounts } from '@/api/types';
import { STAGE_LABELS } from '@/domain/constants';
import { useToast } from '@/components/toast';
import {
  findCard,
  movedCounts,
  oncePerBoard,
  withCard,
  withoutCard,
  type ColumnData,
} from '../logic/column-pages';
import { candidateKeys, type ColumnKey } from './keys';
import { compactPlace, placeOf, stageIdOf, type Place } from '@/domain/pipelines';
import { inLane } from '../logic/board';
import { updateCandidate } from './update-candidate';

export interface MoveCandidateInput {
  candidate: Pick<Candidate, 'id' | 'name' | 'stage' | 'stageId'>;
  stage: Stage;
  /** A stage of the job's own pipeline (under `stage`); absent: the category's first. */
  stageId?: string;
  /** What the stage is called, for a message (absent: the category's words). */
  label?: string;
}

/** A card in a place, answered as the server does (no stage id when it is the category's name). */
const placed = <C extends Candidate>(card: C, to: Place): C =>
  compactPlace({ ...card, stage: to.stage, stageId: to.stageId });

const MOVE_KEY = ['candidates', 'move'] as const;

/** Whether a stage move of this candidate is still being saved. */
export function useIsMoveSaving(id: number): boolean {
  const pending = useMutationState({
    filters: { mutationKey: MOVE_KEY, status: 'pending' },
    select: (mutation) =>
      (mutation.state.variables as MoveCandidateInput | undefined)?.candidate.id,
  });
  return pending.includes(id);
}

/**
 * Moves a card between two columns in every cached board (one per set of filters) that shows it
 * in `from`: out of the `from` column, into the `to` column at its place, and one count over.
 * Boards where the card is not in `from` (it moved again meanwhile) are left alone, and so is a
 * cached profile whose stage is no longer `from`.
 */
function moveInCache(client: QueryClient, id: number, from: Place, to: Place): void {
  const firstOfBoard = oncePerBoard();
  for (const [key, data] of client.getQueriesData<ColumnData>({
    queryKey: candidateKeys.columns(),
  })) {
    const { stage, stageId, ...filters } = key[3] as ColumnKey;
    const card = inLane(from, { stage, stageId }) ? findCard(data, id) : undefined;
    if (!data || !card) continue;
    client.setQueryData<ColumnData>(key, withoutCard(data, id));
    // A job's own stages are its board's columns; every other board's are the categories.
    const target = stageId === undefined ? to.stage : to;
    client.setQueryData<ColumnData>(candidateKeys.column(target, filters), (held) =>
      held ? withCard(held, placed(card, to)) : held,
    );
    if (!firstOfBoard(filters)) continue;
    client.setQueryData<StageCounts>(candidateKeys.stageCounts(filters), (counts) =>
      counts ? movedCounts(counts, from, to) : counts,
    );
  }
  client.setQueryData<Candidate>(candidateKeys.detail(id), (c) =>
    c && inLane(c, from) ? placed(c, to) : c,
  );
}

/**
 * Shows a saved candidate where the server put it, in every cached board that shows the card: the
 * server's answer is the state as stored, even when another tab moved the card meanwhile.
 */
export function placeInCache(client: QueryClient, saved: Candidate): void {
  for (const [key, data] of client.getQueriesData<ColumnData>({
    queryKey: candidateKeys.columns(),
  })) {
    const { stage, stageId, ...filters } = key[3] as ColumnKey;
    if (!data || inLane(saved, { stage, stageId }) || !findCard(data, saved.id)) continue;
    client.setQueryData<ColumnData>(key, withoutCard(data, saved.id));
    const target = stageId === undefined ? saved.stage : placeOf(saved);
    client.setQueryData<ColumnData>(candidateKeys.column(target, filters), (held) =>
      held && !findCard(held, saved.id) ? withCard(held, saved) : held,
    );
  }
  client.setQueryData<Candidate>(candidateKeys.detail(saved.id), (c) =>
    c ? { ...c, ...saved } : c,
  );
}

/** The queries a move of one candidate between two stages can change. */
function affectedQueries(
  id: number,
  stages: Stage[],
): [counts: QueryFilters, columns: QueryFilters, detail: QueryFilters] {
  return [
    { queryKey: [...candidateKeys.lists(), 'stage-counts'] },
    {
      queryKey: candidateKeys.columns(),
      predicate: (query) => stages.includes((query.queryKey[3] as ColumnKey).stage),
    },
    { queryKey: candidateKeys.detail(id), exact: true },
  ];
}

/**
 * Moves a candidate to another stage optimistically: the card leaves its column and lands in the
 * target column at once, both counts change by one, then the PATCH follows. On success the card is
 * put where the server's answer says it is; on failure it goes back (only that card, so another
 * move made meanwhile is kept) and an error is shown: when a colleague moved the candidate since
 * the card was seen, it says who and where, and the refetched columns show the card there. The counts, and after a failure the two
 * columns, are marked stale, and fetched again once no move is being saved any more
 * (`useRefetchWhenMovesSettle`): a count fetched while another move is in flight would be wrong.
 */
export function useMoveCandidate() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: MOVE_KEY,
    // With the stage the card was seen in: a colleague's move since is refused, not undone. A move
    // that follows this tab's own move still being saved cannot know which stage is stored: the
    // earlier one may yet fail. It is sent without.
    mutationFn: ({ candidate, stage, stageId }: MoveCandidateInput) => {
      const movingNow = client
        .getMutationCache()
        .findAll({ mutationKey: MOVE_KEY, status: 'pending' })
        .filter(
          (m) =>
            (m.state.variables as MoveCandidateInput | undefined)?.candidate.id === candidate.id,
        );
      const chained = movingNow.length > 1;
      if (stageId !== undefined)
        return updateCandidate(candidate.id, {
          stageId,
          ...(!chained && { fromStageId: stageIdOf(candidate) }),
        });
      return updateCandidate(candidate.id, {
        stage,
        ...(!chained && { fromStage: candidate.stage }),
      });
    },
    onMutate: async ({ candidate, stage, stageId }) => {
      // A refetch already under way must not land on top of the optimistic move.
      await Promise.all(
        affectedQueries(candidate.id, [candidate.stage, stage]).map((filters) =>
          client.cancelQueries(filters),
        ),
      );
      const from = placeOf(candidate);
      // A move by category alone keeps a card already in that category where it is.
      const to =
        stageId !== undefined
          ? { stage, stageId }
          : stage === candidate.stage
            ? from
            : { stage, stageId: stage };
      moveInCache(client, candidate.id, from, to);
      return { previous: from, to };
    },
    onSuccess: (saved) => placeInCache(client, saved),
    onError: (error, { candidate, stage, label }, context) => {
      if (context) moveInCache(client, candidate.id, context.to, context.previous);
      toast.show(
        `Could not move ${candidate.name} to ${label ?? STAGE_LABELS[stage]}. ${errorMessage(error)}`,
        'error',
      );
    },
    // Nothing here is awaited: the move stays pending (its card or profile says "Saving…") until
    // onSettled returns, and a refetch of an open profile would keep it so for one more round trip
    // after the stage is already back or saved.
    onSettled: (_data, error, { candidate, stage }) => {
      const [counts, columns, detail] = affectedQueries(candidate.id, [candidate.stage, stage]);
      void client.invalidateQueries({ ...counts, refetchType: 'none' });
      if (error) void client.invalidateQueries({ ...columns, refetchType: 'none' });
      void client.invalidateQueries({ ...detail, exact: false });
      // A move starts a new stay: who needs attention is read again once the moves settle.
      void client.invalidateQueries({ queryKey: candidateKeys.attentions(), refetchType: 'none' });
    },
  });
}

/**
 * Once no stage move is being saved, fetches again what the moves left stale (the counts, and the
 * columns of a failed move): from then on the board shows exactly what the database holds. Waiting
 * for the last move matters: two moves settling together each saw the other still in flight.
 */
export function useRefetchWhenMovesSettle(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (
          event.type !== 'updated' ||
          (event.action.type !== 'success' && event.action.type !== 'error')
        )
          return;
        if (!matchMutation({ mutationKey: MOVE_KEY }, event.mutation)) return;
        // The settled move is no longer pending here, so this counts only the others.
        if (client.isMutating({ mutationKey: MOVE_KEY }) > 0) return;
        void client.refetchQueries(
          { queryKey: candidateKeys.lists(), type: 'active', stale: true },
          { cancelRefetch: false },
        );
      }),
    [client],
  );
}
