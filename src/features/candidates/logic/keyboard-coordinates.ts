import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { stageOfColumn } from './board';

/**
 * Keyboard dragging jumps a whole column at a time: Left and Right put the card in the middle of
 * the previous or next column (the default moves 25px per key press, which on a board means
 * a dozen presses per column). Up and Down do nothing: a column keeps the API order.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  const columns = [...droppableRects.entries()]
    .filter(([id]) => stageOfColumn(id) !== null)
    .map(([id, rect]) => ({ id, rect }))
    .sort((a, b) => a.rect.left - b.rect.left);
  if (columns.length === 0) return undefined;
  const centerX = collisionRect.left + collisionRect.width / 2;
  let index = columns.findIndex((c) => c.id === over?.id);
  if (index < 0)
    index = columns.findIndex(
      (c) => centerX >= c.rect.left && centerX <= c.rect.left + c.rect.width,
    );
  if (index < 0) index = 0;
  const target = columns[index + (event.code === KeyboardCode.Right ? 1 : -1)];
  if (!target) return undefined;
  event.preventDefault();
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: currentCoordinates.y,
  };
};
