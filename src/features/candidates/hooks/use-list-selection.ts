import { useCallback, useMemo, useRef, useState } from 'react';
import type { Candidate } from '@/api/types';
import { clickedIds, type Selection } from '../logic/selection';

export interface ListSelection {
  /** The ids checked, on this page and any other page of the same list. */
  selected: Selection;
  /** The checked candidates as their rows showed them, for a CSV of the selection. */
  rows: readonly Candidate[];
  /** "Select all N matching" is on: an action goes to the filter's whole match. */
  allMatching: boolean;
  /** A row's checkbox was clicked; with Shift, every row of the page from the last click to it. */
  click: (id: number, on: boolean, shift: boolean) => void;
  /** The header's checkbox: every row of the page, on or off. */
  changePage: (on: boolean) => void;
  selectAllMatching: () => void;
  /** Back from "all matching" to the rows checked. */
  checkedOnly: () => void;
  clear: () => void;
}

/**
 * The candidate list's selection. It lasts while paging and sorting (the same candidates match),
 * and starts again when a filter changes, so an action never reaches candidates no longer listed.
 */
export function useListSelection(page: readonly Candidate[], filterKey: string): ListSelection {
  const [held, setHeld] = useState<ReadonlyMap<number, Candidate>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<number | null>(null);
  const [shownFor, setShownFor] = useState(filterKey);
  // React's state-during-render pattern: reset as the new filters render, not one frame later.
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setHeld(new Map());
    setAllMatching(false);
  }

  const change = useCallback((rows: readonly Candidate[], on: boolean) => {
    // A box unchecked while everything matching was selected leaves the rows checked on screen.
    setAllMatching(false);
    setHeld((current) => {
      if (rows.every((row) => current.has(row.id) === on)) return current;
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);

  const click = useCallback(
    (id: number, on: boolean, shift: boolean) => {
      const ids = new Set(
        clickedIds(
          page.map((row) => row.id),
          id,
          anchor.current,
          shift,
        ),
      );
      anchor.current = id;
      change(
        page.filter((row) => ids.has(row.id)),
        on,
      );
    },
    [page, change],
  );
  const changePage = useCallback((on: boolean) => change(page, on), [page, change]);
  const selectAllMatching = useCallback(() => {
    change(page, true);
    setAllMatching(true);
  }, [page, change]);
  const checkedOnly = useCallback(() => setAllMatching(false), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setAllMatching(false);
    setHeld(new Map());
  }, []);

  const selected = useMemo<Selection>(() => new Set(held.keys()), [held]);
  const rows = useMemo(() => [...held.values()], [held]);
  return {
    selected,
    rows,
    allMatching,
    click,
    changePage,
    selectAllMatching,
    checkedOnly,
    clear,
  };
}
