import type { Announcements } from '@dnd-kit/core';
import type { Candidate } from '@/domain/types';
import { columnId, inLane, isCandidateDragData, laneOfColumn } from './board';

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
  const where = (candidate: Pick<Candidate, 'stage' | 'stageId'>) =>
    candidate.stageId === undefined ? candidate.stage : nameOf(candidate.stageId);
  const laneName = (id: string | number | undefined) => {
    const lane = laneOfColumn(id);
    if (!lane) return null;
    return lane.stageId === undefined ? lane.stage : nameOf(lane.stageId);
  };
  return {
    onDragStart({ active }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      lastOver = columnId(
        data.candidate.stageId === undefined
          ? data.candidate.stage
          : { stage: data.candidate.stage, stageId: data.candidate.stageId },
      );
      return `Picked up ${data.candidate.name} in ${where(data.candidate)}.`;
    },
    onDragOver({ active, over }) {
      const data = active.data.current;
      if (!isCandidateDragData(data) || (over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const name = laneName(over?.id);
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
