import { useDroppable } from '@dnd-kit/core';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { errorMessage } from '@/api/client';
import type { Candidate, Stage } from '@/domain/types';
import { countText, STAGE_LABELS } from '@/domain/constants';
import { useCandidateColumn } from '../api/get-candidates';
import type { BoardFilters } from '../api/keys';
import { cardName, columnId, type Lane, type MoveTarget } from '../logic/board';
import { columnCards } from '../logic/column-pages';
import { clickedIds, columnSelectState, type Selection } from '../logic/selection';
import { CandidateCard } from './candidate-card';

/** Card height plus the gap below it; cards have a fixed height so nothing needs measuring. */
export const CARD_SLOT = 104;
/** A card with tags has a row of them: this much taller (see .cand-card.has-tags). */
export const TAGS_ROW = 20;

/** A card's slot, known from the candidate alone: with tags or without (or the next page's). */
const slotOf = (candidate: Candidate | undefined) =>
  candidate?.tags?.length ? CARD_SLOT + TAGS_ROW : CARD_SLOT;
/** A column not laid out yet (or a DOM without layout, as in tests) still renders its first cards. */
const FALLBACK_RECT = { width: 280, height: 800 };
/** The next page is asked for when the cards on screen come this close to the last loaded one. */
const LOAD_AHEAD = 10;

interface BoardColumnProps {
  stage: Stage;
  /** A stage of the job's own pipeline (under `stage`), and its name. */
  stageId?: string;
  label?: string;
  /** The job's own stages (the Move menu's choices); absent: the six categories. */
  lanes?: readonly Lane[];
  filters: BoardFilters;
  /** The column's true count (GET /candidates/stage-counts), however many cards are loaded. */
  count: number | undefined;
  /** The count stopped at the search's limit: shown as "10,000+". */
  capped?: boolean;
  jobTitles: ReadonlyMap<number, string>;
  onMove: (candidate: Candidate, lane: MoveTarget) => void;
  /** The card being dragged stays rendered even when scrolled out of view. */
  activeId: number | null;
  reveal: { id: number; focus: boolean } | null;
  /** Cards that cannot be moved (no drag, no Move menu). */
  readOnly?: boolean;
  /** Jobs that are archived: their candidates' cards say "Job closed". */
  closedJobs: ReadonlySet<number>;
  /** Names that more than one loaded card carries (see cardName). */
  sharedNames: ReadonlySet<string>;
  /** Told the column's loaded cards, so the board knows which names are shared. */
  onCards: (key: string, cards: readonly Candidate[]) => void;
  /** While selecting for a bulk action: the selected ids; null shows no checkboxes. */
  selected?: Selection | null;
  onSelectChange?: (ids: readonly number[], on: boolean) => void;
  /** Candidates longer in their stage than it expects, by id (see get-job-attention). */
  overdue?: ReadonlyMap<number, { days: number; expected: number }>;
}

/** "Select all in <stage>": the column's loaded cards; mixed while only some are selected. */
function SelectAll({
  label,
  order,
  selected,
  onSelectChange,
}: {
  label: string;
  order: readonly number[];
  selected: Selection;
  onSelectChange?: (ids: readonly number[], on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const { checked, mixed } = columnSelectState(order, selected);
  // Mixed is a property only, never an attribute.
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="column-select-all">
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        disabled={order.length === 0}
        // A mixed box selects the rest, as a click on an unchecked one would.
        onChange={() => onSelectChange?.(order, !checked)}
      />
      Select all <span className="visually-hidden">in {label}</span>
    </label>
  );
}

function SkeletonCards() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="skeleton" style={{ height: 96, margin: '0.5rem 0 0.5rem' }} />
      ))}
    </div>
  );
}

/**
 * One stage of the board. Its cards are loaded a page at a time as the column is scrolled, and
 * only the cards near the visible part are mounted, so a column of 10,000 costs what one of 20 does.
 */
export const BoardColumn = memo(function BoardColumn({
  stage,
  stageId,
  label = STAGE_LABELS[stage],
  lanes,
  filters,
  count,
  capped = false,
  jobTitles,
  onMove,
  activeId,
  reveal,
  readOnly = false,
  closedJobs,
  sharedNames,
  onCards,
  selected = null,
  onSelectChange,
  overdue,
}: BoardColumnProps) {
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const place = useMemo(
    () => (stageId === undefined ? stage : { stage, stageId }),
    [stage, stageId],
  );
  const key = stageId ?? stage;
  const { setNodeRef, isOver, active } = useDroppable({
    id: columnId(place),
    data: { type: 'column', stage, stageId },
  });
  const column = useCandidateColumn(place, filters);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = column;
  const cards = useMemo(() => columnCards(data), [data]);
  useEffect(() => onCards(key, cards), [onCards, key, cards]);
  const order = useMemo(() => cards.map((card) => card.id), [cards]);
  // The card last clicked here: Shift and a click on another selects the cards between.
  const anchor = useRef<number | null>(null);
  const selectCard = useCallback(
    (id: number, on: boolean, shift: boolean) => {
      onSelectChange?.(clickedIds(order, id, anchor.current, shift), on);
      anchor.current = id;
    },
    [order, onSelectChange],
  );
  const total = count ?? data?.pages[0]?.totalCount ?? cards.length;
  const activeIndex = activeId === null ? -1 : cards.findIndex((c) => c.id === activeId);
  // One slot after the cards stands for the next page while there is one.
  const slots = cards.length + (hasNextPage ? 1 : 0);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) indexes.push(activeIndex);
      return indexes;
    },
    [activeIndex],
  );

  // The virtualizer is a mutable object by design; this component does not rely on memoizing it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: slots,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => slotOf(cards[index]),
    // A new function on each render: the virtualizer places every slot again, so a card that
    // gains or loses its tags (and its height) moves the ones below it.
    getItemKey: (index) => cards[index]?.id ?? 'more',
    overscan: 3,
    paddingStart: 8,
    paddingEnd: 8,
    rangeExtractor,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  const items = virtualizer.getVirtualItems();

  // Scrolling near the last loaded card asks for the next page (once; a failed page waits for a click).
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError &&
      lastShown >= cards.length - LOAD_AHEAD
    )
      void fetchNextPage();
  }, [
    lastShown,
    cards.length,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  ]);

  // Other filters make another list: it starts at its top, not where the last one was scrolled to.
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [filters, virtualizer]);

  // A card that just arrived here is scrolled into view, since it lands at its place by id.
  const revealIndex = reveal ? cards.findIndex((c) => c.id === reveal.id) : -1;
  useEffect(() => {
    if (revealIndex >= 0) virtualizer.scrollToIndex(revealIndex, { align: 'auto' });
  }, [revealIndex, reveal, virtualizer]);

  const isSource = active !== null && activeIndex >= 0;
  const className = [
    'board-column',
    isOver && !isSource ? 'is-over' : '',
    active && !isSource ? 'is-target' : '',
    column.isPlaceholderData ? 'is-stale' : '',
  ]
    .filter(Boolean)
    .join(' ');

  let body: React.ReactNode;
  if (!data && (!column.isError || column.isFetching)) {
    body = <SkeletonCards />;
  } else if (!data) {
    body = (
      <div className="board-column-error">
        <p role="alert">Error: {errorMessage(column.error)}</p>
        <button type="button" className="btn btn-sm" onClick={() => void column.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (cards.length === 0) {
    body = (
      <p className="board-column-empty">
        No candidates in {stageId === undefined ? label.toLowerCase() : label}.
      </p>
    );
  } else {
    body = (
      <ul className="board-column-list" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const candidate = cards[item.index];
          const style = { transform: `translateY(${item.start}px)` };
          if (!candidate) {
            return isFetchNextPageError ? (
              <li key="more" className="board-column-more" style={style}>
                <span role="alert">Could not load more candidates.</span>
                <button type="button" className="btn btn-sm" onClick={() => void fetchNextPage()}>
                  Try again
                </button>
              </li>
            ) : (
              <li key="more" className="board-column-more" style={style} aria-hidden="true">
                <span className="skeleton" />
              </li>
            );
          }
          return (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              jobTitle={jobTitles.get(candidate.jobId)}
              onMove={onMove}
              lanes={lanes}
              readOnly={readOnly}
              label={cardName(candidate, sharedNames)}
              jobClosed={closedJobs.has(candidate.jobId)}
              revealed={reveal?.id === candidate.id ? { focus: reveal.focus } : undefined}
              selected={selected ? selected.has(candidate.id) : undefined}
              onSelect={selectCard}
              overdue={overdue?.get(candidate.id)}
              index={item.index}
              count={Math.max(total, cards.length)}
              style={style}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <section
      ref={setNodeRef}
      className={className}
      data-stage={stage}
      data-stage-id={stageId}
      aria-labelledby={headingId}
      // Busy while its first cards, or the next ones, are on their way.
      aria-busy={column.isPending || isFetchingNextPage || undefined}
    >
      <header className="board-column-header">
        <span className="stage-dot" aria-hidden="true" />
        <h2 id={headingId}>
          {label}
          <span className="count-badge">
            <span className="visually-hidden">: </span>
            {countText(total, capped)}
            <span className="visually-hidden"> {total === 1 ? 'candidate' : 'candidates'}</span>
          </span>
        </h2>
      </header>
      {selected && (
        <SelectAll
          label={label}
          order={order}
          selected={selected}
          onSelectChange={onSelectChange}
        />
      )}
      {/* Without cards (a message, an error) a short board may still scroll it: the keyboard then
          reaches it too, as it reaches a column of cards through them. */}
      <div
        ref={scrollRef}
        className="board-column-scroll"
        {...(cards.length === 0 && {
          tabIndex: 0,
          role: 'group',
          'aria-labelledby': headingId,
        })}
      >
        {body}
      </div>
    </section>
  );
});
