export interface Ordered {
  id: number;
  order: number;
}

/** Moves the item at `from` to `to`, returning a new array (the input is untouched). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * After a move inside a view, the view keeps its own order values, sorted, and hands them out
 * to the new arrangement. On the first unfiltered page those values are exactly the zero-based
 * positions; on other pages and filtered views the global order stays consistent, because only
 * the values the view already held are permuted. Returns the new list and only the changed pairs.
 */
export function reorderView<T extends Ordered>(
  view: readonly T[],
  from: number,
  to: number,
): { items: T[]; jobsToUpdate: Ordered[] } {
  const slots = view.map((item) => item.order).sort((a, b) => a - b);
  const moved = moveItem(view, from, to);
  const items = moved.map((item, index) => ({ ...item, order: slots[index] as number }));
  const jobsToUpdate = items
    .filter((item, index) => item.order !== view.find((v) => v.id === moved[index]?.id)?.order)
    .map(({ id, order }) => ({ id, order }));
  return { items, jobsToUpdate };
}
