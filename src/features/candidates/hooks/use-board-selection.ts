import { useCallback, useState } from 'react';
import type { BoardFilters } from '../api/keys';
import { NO_SELECTION, withSelected, type Selection } from '../logic/selection';

export interface BoardSelection {
  /** Whether the cards show their checkboxes ("Select" is pressed). */
  selecting: boolean;
  selected: Selection;
  toggleSelecting: () => void;
  change: (ids: readonly number[], on: boolean) => void;
  clear: () => void;
}

/**
 * The board's selection of cards for a bulk action. Other filters show other cards: the
 * selection starts again, so an action never reaches candidates no longer on screen.
 */
export function useBoardSelection(filters: BoardFilters): BoardSelection {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Selection>(NO_SELECTION);
  const filtersKey = `${filters.jobId ?? ''}\n${filters.search ?? ''}`;
  const [shownFor, setShownFor] = useState(filtersKey);
  // React's state-during-render pattern: reset as the new filters render, not one frame later.
  if (shownFor !== filtersKey) {
    setShownFor(filtersKey);
    setSelected(NO_SELECTION);
  }

  const change = useCallback(
    (ids: readonly number[], on: boolean) => setSelected((held) => withSelected(held, ids, on)),
    [],
  );
  const clear = useCallback(() => setSelected(NO_SELECTION), []);
  const toggleSelecting = useCallback(() => {
    setSelecting((on) => !on);
    setSelected(NO_SELECTION);
  }, []);
  return { selecting, selected, toggleSelecting, change, clear };
}
