import type { Announcements } from '@dnd-kit/core';
import type { Candidate } from '@/domain/types';
import { stageIdOf } from '@/domain/pipelines';
import { inLane, isCandidateDragData, laneOfColumn } from './board';

/** The last column said, just after a pick-up: none yet. */
const PICKED_UP = '\u0000picked-up';

/**
 * What screen readers hear while a card is dragged, e.g. "Picked up Jane Doe in applied.".
 * Being over the column the card starts in is not announced again right after the pick-up,
 * which would cut the pick-up message short; one set per board remembers the last column.
 */
export function createBoardAnnouncements(
  /** A job's own stage's name by its id (a category is said as its key). */
  nameOf: (key: string) => string = (key) => key,
): Announcements {
  let lastOver: string | number | null = null;
  const where = (candidate: Pick<Candidate, 'stage' | 'stageId'>) => nameOf(stageIdOf(candidate));
  const laneName = (id: string | number | undefined) => {
    const lane = laneOfColumn(id);
    return lane ? nameOf(lane.stageId ?? lane.stage) : null;
  };
  return {
    onDragStart({ active }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      lastOver = PICKED_UP;
      return `Picked up ${data.candidate.name} in ${where(data.candidate)}.`;
    },
    onDragOver({ active, over }) {
      const data = active.data.current;
      const id = over?.id ?? null;
      if (!isCandidateDragData(data) || id === lastOver) return undefined;
      const lane = laneOfColumn(id);
      // Right after the pick-up, over its own column: the pick-up message is still being read.
      const own = lastOver === PICKED_UP && lane !== null && inLane(data.candidate, lane);
      lastOver = id;
      if (own) return undefined;
      const name = laneName(id ?? undefined);
      return name
        ? `${data.candidate.name} is over ${name}.`
        : `${data.candidate.name} is no longer over a column.`;
    },
    onDragEnd({ active, over }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      const lane = laneOfColumn(over?.id);
      if (!lane || inLane(data.candidate, lane))
        return `${data.candidate.name} was dropped back in ${where(data.candidate)}.`;
      return `${data.candidate.name} was moved from ${where(data.candidate)} to ${laneName(over?.id)}.`;
    },
    onDragCancel({ active }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      return `Moving ${data.candidate.name} was cancelled. ${data.candidate.name} stays in ${where(data.candidate)}.`;
    },
  };
}

export const boardScreenReaderInstructions = {
  draggable:
    'To pick up a candidate, press space or enter. Use the left and right arrow keys to choose another stage. ' +
    'Press space or enter again to drop the candidate there, or press escape to cancel. ' +
    'You can also use the Move to button on each card.',
};
