import type { Announcements } from '@dnd-kit/core';
import { columnId, isCandidateDragData, stageOfColumn } from './board';

/**
 * What screen readers hear while a card is dragged, e.g. "Picked up Jane Doe in applied.".
 * Being over the column the card starts in is not announced again right after the pick-up,
 * which would cut the pick-up message short; one set per board remembers the last column.
 */
export function createBoardAnnouncements(): Announcements {
  let lastOver: string | number | null = null;
  return {
    onDragStart({ active }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      lastOver = columnId(data.candidate.stage);
      return `Picked up ${data.candidate.name} in ${data.candidate.stage}.`;
    },
    onDragOver({ active, over }) {
      const data = active.data.current;
      if (!isCandidateDragData(data) || (over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      const stage = stageOfColumn(over?.id);
      return stage
        ? `${data.candidate.name} is over ${stage}.`
        : `${data.candidate.name} is no longer over a column.`;
    },
    onDragEnd({ active, over }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      const stage = stageOfColumn(over?.id);
      if (!stage || stage === data.candidate.stage)
        return `${data.candidate.name} was dropped back in ${data.candidate.stage}.`;
      return `${data.candidate.name} was moved from ${data.candidate.stage} to ${stage}.`;
    },
    onDragCancel({ active }) {
      const data = active.data.current;
      if (!isCandidateDragData(data)) return undefined;
      return `Moving ${data.candidate.name} was cancelled. ${data.candidate.name} stays in ${data.candidate.stage}.`;
    },
  };
}

export const boardScreenReaderInstructions = {
  draggable:
    'To pick up a candidate, press space or enter. Use the left and right arrow keys to choose another stage. ' +
    'Press space or enter again to drop the candidate there, or press escape to cancel. ' +
    'You can also use the Move to button on each card.',
};
