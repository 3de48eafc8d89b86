import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef } from 'react';
import type { Candidate, Stage } from '@/domain/types';
import { STAGE_LABELS } from '@/domain/constants';
import { columnId } from '../logic/board';
import { CandidateCard } from './candidate-card';

/** Card height plus the gap below it; cards have a fixed height so nothing needs measuring. */
export const CARD_SLOT = 104;
/** A column not laid out yet (or a DOM without layout, as in tests) still renders its first cards. */
const FALLBACK_RECT = { width: 280, height: 800 };

interface BoardColumnProps {
  stage: Stage;
  candidates: Candidate[];
  jobTitles: ReadonlyMap<number, string>;
  onMove: (candidate: Candidate, stage: Stage) => void;
  /** The card being dragged stays rendered even when scrolled out of view. */
  activeId: number | null;
  reveal: { id: number; focus: boolean } | null;
}

export function BoardColumn({ stage, candidates, jobTitles, onMove, activeId, reveal }: BoardColumnProps) {
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { setNodeRef, isOver, active } = useDroppable({ id: columnId(stage), data: { type: 'column', stage } });
  const activeIndex = activeId === null ? -1 : candidates.findIndex((c) => c.id === activeId);

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
    count: candidates.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_SLOT,
    getItemKey: (index) => candidates[index]?.id ?? index,
    overscan: 6,
    paddingStart: 8,
    paddingEnd: 8,
    rangeExtractor,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  // A card that just arrived here is scrolled into view, since it lands at its place by id.
  const revealIndex = reveal ? candidates.findIndex((c) => c.id === reveal.id) : -1;
  useEffect(() => {
    if (revealIndex >= 0) virtualizer.scrollToIndex(revealIndex, { align: 'auto' });
  }, [revealIndex, reveal, virtualizer]);

  const isSource = active !== null && activeIndex >= 0;
  const className = ['board-column', isOver && !isSource ? 'is-over' : '', active && !isSource ? 'is-target' : ''].filter(Boolean).join(' ');

  return (
    <section ref={setNodeRef} className={className} data-stage={stage} aria-labelledby={headingId}>
      <header className="board-column-header">
        <span className="stage-dot" aria-hidden="true" />
        <h2 id={headingId}>
          {STAGE_LABELS[stage]}
          <span className="count-badge">
            <span className="visually-hidden">: </span>
            {candidates.length}
            <span className="visually-hidden"> {candidates.length === 1 ? 'candidate' : 'candidates'}</span>
          </span>
        </h2>
      </header>
      <div ref={scrollRef} className="board-column-scroll">
        {candidates.length === 0 ? (
          <p className="board-column-empty">No candidates in {STAGE_LABELS[stage].toLowerCase()}.</p>
        ) : (
          <ul className="board-column-list" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const candidate = candidates[item.index];
              if (!candidate) return null;
              return (
                <CandidateCard
                  key={candidate.id}
                  candidate={candidate}
                  jobTitle={jobTitles.get(candidate.jobId)}
                  onMove={onMove}
                  revealed={reveal?.id === candidate.id ? { focus: reveal.focus } : undefined}
                  index={item.index}
                  count={candidates.length}
                  style={{ transform: `translateY(${item.start}px)` }}
                />
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
